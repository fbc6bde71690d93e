import { expectContract, expectContractError } from './contract';

const user = {
  object: 'user',
  id: 'u1',
  displayName: 'Ada',
  urls: { location: 'https://quire.test/v1/users/u1' },
};

describe('expectContract', () => {
  it('accepts a body of the operation response schema', () => {
    expect(() => expectContract('getAuthenticatedUser', 200, user)).not.toThrow();
    expect(() => expectContract('getAuthenticatedUser', 200, { ...user, photoURL: 'https://x/p.png' })).not.toThrow();
  });

  it('fails a body that does not match', () => {
    expect(() => expectContract('getAuthenticatedUser', 200, { ...user, object: 'member' })).toThrow(/does not match the contract/);
    expect(() => expectContract('getAuthenticatedUser', 200, { object: 'user', id: 'u1' })).toThrow(/displayName/);
    expect(() => expectContract('getAuthenticatedUser', 200, { ...user, urls: { location: 'not a uri' } })).toThrow(/format/);
  });

  it('follows $refs through lists and nullable fields', () => {
    const list = { items: [user], count: 1 };
    expect(() => expectContract('listOrganizationsForAuthenticatedUser', 200, { items: [], count: 0 })).not.toThrow();
    expect(() => expectContract('listOrganizationsForAuthenticatedUser', 200, list)).toThrow(/does not match/);
  });

  it('fails for an operation or status the contract does not document', () => {
    expect(() => expectContract('noSuchOperation', 200, {})).toThrow('The contract has no operation "noSuchOperation"');
    expect(() => expectContract('getAuthenticatedUser', 201, user)).toThrow(/documents no 201 response/);
  });
});

describe('expectContractError', () => {
  it('checks the error body and its code', () => {
    expect(() => expectContractError(404, { error: { code: 404, message: 'Not found' } })).not.toThrow();
    expect(() => expectContractError(404, { error: { code: 400, message: 'x' } })).toThrow('error body has code 400, expected 404');
    expect(() => expectContractError(404, { message: 'x' })).toThrow(/Error schema/);
  });
});
