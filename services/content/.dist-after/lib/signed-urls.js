"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.expiresIn = exports.DOWNLOAD_TTL_SECONDS = exports.ephemeralSigningKey = void 0;
exports.urlSigner = urlSigner;
const node_crypto_1 = require("node:crypto");
const MAX_TOKEN_LENGTH = 2048;
function urlSigner(key) {
    const mac = (data) => (0, node_crypto_1.createHmac)('sha256', key).update(data).digest();
    return {
        sign(payload) {
            const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
            return `${body}.${mac(body).toString('base64url')}`;
        },
        verify(token, nowMs = Date.now()) {
            if (token.length > MAX_TOKEN_LENGTH)
                return undefined;
            const [body, signature, extra] = token.split('.');
            if (!body || !signature || extra !== undefined)
                return undefined;
            const expected = mac(body);
            const given = Buffer.from(signature, 'base64url');
            if (given.length !== expected.length || !(0, node_crypto_1.timingSafeEqual)(given, expected))
                return undefined;
            try {
                const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
                if (typeof payload.exp !== 'number' || payload.exp * 1000 < nowMs)
                    return undefined;
                return payload;
            }
            catch {
                return undefined;
            }
        },
    };
}
/** A key for one process when none is configured: URLs then stop working across replicas and restarts. */
const ephemeralSigningKey = () => (0, node_crypto_1.randomBytes)(32);
exports.ephemeralSigningKey = ephemeralSigningKey;
/** Downloads stay valid for an hour (GitBook's PDF URLs do too). */
exports.DOWNLOAD_TTL_SECONDS = 60 * 60;
const expiresIn = (seconds, nowMs = Date.now()) => Math.floor(nowMs / 1000) + seconds;
exports.expiresIn = expiresIn;
//# sourceMappingURL=signed-urls.js.map