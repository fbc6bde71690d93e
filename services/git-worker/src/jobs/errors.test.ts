import { WorkTimeoutError } from '@quire/shared';
import { ClientError, Status } from 'nice-grpc';
import { EgressError } from '../egress/egress';
import { classifyFailure } from './errors';
import { JobError } from './job';

describe('classifyFailure', () => {
  it.each([
    [new JobError('GIT_AUTH_FAILED', 'The Git server refused the credentials.'), { code: 'GIT_AUTH_FAILED', retryable: false }],
    [new JobError('GIT_REMOTE_BUSY', 'Try later.', true), { code: 'GIT_REMOTE_BUSY', retryable: true }],
    [new EgressError('EGRESS_REFUSED', 'refused'), { code: 'EGRESS_REFUSED', retryable: false }],
    [new EgressError('BAD_URL', 'bad'), { code: 'BAD_URL', retryable: false }],
    [new EgressError('TOO_LARGE', 'large'), { code: 'TOO_LARGE', retryable: false }],
    [new EgressError('FETCH_TIMEOUT', 'slow'), { code: 'FETCH_TIMEOUT', retryable: true }],
    [Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }), { code: 'FETCH_ERROR', retryable: true }],
    [Object.assign(new Error('Headers Timeout Error'), { code: 'UND_ERR_HEADERS_TIMEOUT' }), { code: 'FETCH_TIMEOUT', retryable: true }],
    [new ClientError('/quire.content.v1.SourceInternalService/WriteRevision', Status.UNAVAILABLE, 'down'), { code: 'CONTENT_UNAVAILABLE', retryable: true }],
    [new ClientError('/quire.content.v1.SourceInternalService/WriteRevision', Status.NOT_FOUND, 'Space not found'), { code: 'CONTENT_NOT_FOUND', retryable: false }],
    [new ClientError('/quire.content.v1.SourceInternalService/WriteRevision', Status.ABORTED, 'deadlock'), { code: 'CONTENT_ABORTED', retryable: true }],
    // Permanent unless known to be transient: a bug in content fails the same way again.
    [new ClientError('/quire.content.v1.SourceInternalService/WriteRevision', Status.INTERNAL, 'bug'), { code: 'CONTENT_INTERNAL', retryable: false }],
    [new WorkTimeoutError(1000), { code: 'JOB_TIMEOUT', retryable: true }],
    [Object.assign(new Error('wrapped'), { cause: Object.assign(new Error('inner'), { statusCode: 503 }) }), { code: 'JOB_FAILED', retryable: true }],
    [Object.assign(new Error('invalid tree entry'), { code: 'InternalError' }), { code: 'JOB_FAILED', retryable: false }],
    [new TypeError("Cannot read properties of undefined (reading 'x')"), { code: 'JOB_FAILED', retryable: false }],
    ['a string', { code: 'JOB_FAILED', retryable: false }],
  ])('%s', (error, expected) => {
    expect(classifyFailure(error)).toMatchObject(expected);
  });

  it('redacts and shortens messages', () => {
    const { message } = classifyFailure(new Error(`clone of https://x:ghp_secret@github.com/a/b.git failed: ${'e'.repeat(2000)}`));
    expect(message).not.toContain('ghp_secret');
    expect(message.startsWith('clone of https://github.com/a/b.git failed: eee')).toBe(true);
    expect(message).toHaveLength(1000);
  });
});
