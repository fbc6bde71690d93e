"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.purgeDeletedSpaces = exports.startContentService = void 0;
var service_1 = require("./service");
Object.defineProperty(exports, "startContentService", { enumerable: true, get: function () { return service_1.startContentService; } });
var space_purger_1 = require("./jobs/space-purger");
Object.defineProperty(exports, "purgeDeletedSpaces", { enumerable: true, get: function () { return space_purger_1.purgeDeletedSpaces; } });
//# sourceMappingURL=index.js.map