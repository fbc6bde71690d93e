/**
 * The workerd configuration of one integration worker (Cap'n Proto text, workerd's own
 * format). One config = one process = one integration version:
 * - the script is the only module; no disk service and no bindings, so the script has no
 *   filesystem and no secrets but the ones each invocation's `environment` carries;
 * - `globalOutbound` is the runtime's guard proxy: every `fetch` the script makes leaves
 *   through it (workerd sends it in proxy style, the absolute URL on the request line);
 * - the compatibility date and flags are those of Cloudflare Workers for `@gitbook/runtime`
 *   bundles (`nodejs_compat`: GitBook's integrations import `node:` modules through it).
 */
export type WorkerdConfigOptions = {
  /** File name of the script, beside the config. */
  moduleFile: string;
  compatibilityDate: string;
  compatibilityFlags: readonly string[];
  /** host:port of the guard proxy (src/egress/guard-proxy.ts). */
  egressAddress: string;
};

/** Cap'n Proto text literal: JSON's string escaping is a subset capnp accepts. */
const text = (value: string): string => JSON.stringify(value);

export function workerdConfig(options: WorkerdConfigOptions): string {
  const flags = options.compatibilityFlags.map(text).join(', ');
  return `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "integration", worker = .integration),
    (name = "egress", external = (address = ${text(options.egressAddress)}, http = (style = proxy))),
  ],
  sockets = [(name = "http", address = "127.0.0.1:0", http = (), service = "integration")],
);

const integration :Workerd.Worker = (
  modules = [(name = ${text(options.moduleFile)}, esModule = embed ${text(options.moduleFile)})],
  compatibilityDate = ${text(options.compatibilityDate)},
  compatibilityFlags = [${flags}],
  globalOutbound = "egress",
);
`;
}
