import type { runtimeV1 } from '@quire/proto';
import type { Logger } from '@quire/shared';
import { LRUCache } from 'lru-cache';
import { integrationBlockKey, type IntegrationBlockOutput, type IntegrationBlockRef } from '../render';

/** The runtime's rpc for a page's integration blocks (IntegrationRenderInternalService). */
export type BlockRenderer = Pick<runtimeV1.IntegrationRenderInternalServiceClient, 'renderIntegrationBlocks'>;

/** How long a page waits for its integration blocks before showing the fallback notice instead. */
export const BLOCKS_TIMEOUT_MS = 3000;
/** Longest a block's output is kept, whatever max-age its component asked for. */
const MAX_KEEP_MS = 10 * 60_000;
/** Most integration blocks rendered for one page (the runtime's limit per call). */
const MAX_BLOCKS = 50;
/** A page whose blocks failed is cached this long, so that it recovers soon after. */
export const FAILED_BLOCK_KEEP_MS = 10_000;

export type LoadedBlocks = {
  /** By `integrationBlockKey`. */
  outputs: Map<string, IntegrationBlockOutput>;
  /** How long the page built from them may be cached: the shortest max-age among them (0: not at all); undefined without blocks. */
  keepMs?: number;
};

const maxAgeMs = (cacheControl: string | undefined): number => {
  const match = cacheControl?.match(/max-age=(\d+)/);
  return match ? Math.min(Number(match[1]) * 1000, MAX_KEEP_MS) : 0;
};

/**
 * A page's integration blocks, rendered by the runtime (docs/reader.md "Integration blocks"):
 * all of a page's blocks in one call, which the runtime renders in parallel, with a short
 * deadline; outputs the component allowed to cache (its `max-age`) are kept that long in a
 * small cache shared by every page of the process, per organization, space, integration,
 * component and props. A failure never fails the page: those blocks get the notice.
 */
export class IntegrationBlocks {
  private readonly cache = new LRUCache<string, { output: IntegrationBlockOutput; maxAgeMs: number }>({ max: 2000, ttlAutopurge: false });

  constructor(
    private readonly renderer: BlockRenderer | undefined,
    private readonly logger: Logger,
    private readonly timeoutMs = BLOCKS_TIMEOUT_MS,
  ) {}

  async load(organizationId: string, spaceId: string, refs: IntegrationBlockRef[]): Promise<LoadedBlocks> {
    const outputs = new Map<string, IntegrationBlockOutput>();
    if (refs.length === 0) return { outputs };
    const unique = [...new Map(refs.map((ref) => [integrationBlockKey(ref), ref])).values()].slice(0, MAX_BLOCKS);
    let keepMs = MAX_KEEP_MS;
    const missing: IntegrationBlockRef[] = [];
    for (const ref of unique) {
      const cached = this.cache.get(this.cacheKey(organizationId, spaceId, ref));
      if (cached) {
        outputs.set(integrationBlockKey(ref), cached.output);
        keepMs = Math.min(keepMs, this.cache.getRemainingTTL(this.cacheKey(organizationId, spaceId, ref)));
      } else missing.push(ref);
    }
    if (missing.length === 0) return { outputs, keepMs };
    if (!this.renderer) {
      for (const ref of missing) outputs.set(integrationBlockKey(ref), { integration: ref.integration, error: 'no runtime' });
      return { outputs, keepMs: FAILED_BLOCK_KEEP_MS };
    }
    try {
      const { outputs: answered } = await this.renderer.renderIntegrationBlocks(
        { organizationId, spaceId, blocks: missing.map((ref) => ({ integrationName: ref.integration, componentId: ref.block, props: ref.props })) },
        { signal: AbortSignal.timeout(this.timeoutMs) },
      );
      missing.forEach((ref, index) => {
        const answer = answered[index];
        const output: IntegrationBlockOutput = answer?.output
          ? { integration: ref.integration, output: answer.output, publicEndpoint: answer.publicEndpoint }
          : { integration: ref.integration, error: answer?.error ?? 'no answer' };
        outputs.set(integrationBlockKey(ref), output);
        const age = output.error ? 0 : maxAgeMs(answer?.cacheControl);
        if (age > 0) this.cache.set(this.cacheKey(organizationId, spaceId, ref), { output, maxAgeMs: age }, { ttl: age });
        keepMs = Math.min(keepMs, output.error ? FAILED_BLOCK_KEEP_MS : age);
      });
    } catch (error) {
      this.logger.warn({ err: error, organizationId, spaceId, blocks: missing.length }, 'integration blocks not rendered');
      for (const ref of missing) outputs.set(integrationBlockKey(ref), { integration: ref.integration, error: 'unavailable' });
      keepMs = Math.min(keepMs, FAILED_BLOCK_KEEP_MS);
    }
    return { outputs, keepMs };
  }

  private cacheKey(organizationId: string, spaceId: string, ref: IntegrationBlockRef): string {
    return `${organizationId}|${spaceId}|${integrationBlockKey(ref)}`;
  }
}
