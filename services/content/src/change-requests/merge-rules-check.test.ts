import { unmetMergeRules, type MergeRulesFacts } from './merge-rules-check';

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 0, minutes));
const facts = (overrides: Partial<MergeRulesFacts>): MergeRulesFacts => ({
  spaceRules: { type: 'none' },
  organizationRules: { type: 'none' },
  actorId: 'author',
  subject: 'Fix typos',
  hasDescription: false,
  outdated: false,
  reviews: [],
  ...overrides,
});
const rules = (...list: { rule: string; users?: string[] }[]) => ({ type: 'rules', rules: list });

describe('unmetMergeRules', () => {
  it('has nothing to check without rules, and inherits the organization\'s', () => {
    expect(unmetMergeRules(facts({}))).toEqual([]);
    expect(unmetMergeRules(facts({ spaceRules: { type: 'inherit' } }))).toEqual([]);
    expect(unmetMergeRules(facts({ spaceRules: { type: 'inherit' }, organizationRules: rules({ rule: 'require_at_least_one_review' }) as never }))).toEqual([
      'require_at_least_one_review: no approving review',
    ]);
  });

  it('counts only each reviewer\'s latest review', () => {
    const spaceRules = rules({ rule: 'require_at_least_one_review' }, { rule: 'require_all_reviews_approved' });
    const approvedThenChanged = [
      { reviewerId: 'r1', status: 'approved' as const, createdAt: at(1) },
      { reviewerId: 'r1', status: 'changes_requested' as const, createdAt: at(2) },
    ];
    expect(unmetMergeRules(facts({ spaceRules, reviews: approvedThenChanged }))).toHaveLength(2);
    const changedThenApproved = [
      { reviewerId: 'r1', status: 'changes_requested' as const, createdAt: at(1) },
      { reviewerId: 'r1', status: 'approved' as const, createdAt: at(2) },
    ];
    expect(unmetMergeRules(facts({ spaceRules, reviews: changedThenApproved }))).toEqual([]);
  });

  it('names the specific reviewers still missing', () => {
    const spaceRules = rules({ rule: 'require_specific_reviewers', users: ['ana', 'bo'] });
    expect(unmetMergeRules(facts({ spaceRules, reviews: [{ reviewerId: 'ana', status: 'approved', createdAt: at(1) }] }))).toEqual([
      'require_specific_reviewers: waiting for approval from bo',
    ]);
    const oneOf = rules({ rule: 'require_one_of_specific_reviewers', users: ['ana', 'bo'] });
    expect(unmetMergeRules(facts({ spaceRules: oneOf, reviews: [{ reviewerId: 'bo', status: 'approved', createdAt: at(1) }] }))).toEqual([]);
  });

  it('checks subject, description and being up to date', () => {
    const spaceRules = rules({ rule: 'require_change_request_subject' }, { rule: 'require_change_request_description' }, { rule: 'require_up_to_date_change_request' });
    expect(unmetMergeRules(facts({ spaceRules, subject: ' ', outdated: true }))).toHaveLength(3);
    expect(unmetMergeRules(facts({ spaceRules, subject: 'Ok', hasDescription: true }))).toEqual([]);
  });

  it('lets the bypass users merge, and never passes rules Quire cannot evaluate', () => {
    const spaceRules = rules({ rule: 'custom' }, { rule: 'require_agent_review' }, { rule: 'allow_bypass', users: ['lead'] });
    expect(unmetMergeRules(facts({ spaceRules }))).toHaveLength(2);
    expect(unmetMergeRules(facts({ spaceRules, actorId: 'lead' }))).toEqual([]);
  });
});
