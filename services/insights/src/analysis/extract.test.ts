import { extractIssues, questionsIn, type ConversationPartInput } from './extract';

const user = (body: string): ConversationPartInput => ({ role: 'user', body });
const assistant = (body: string): ConversationPartInput => ({ role: 'assistant', body });
const team = (body: string): ConversationPartInput => ({ role: 'team-member', body });

const kinds = (parts: ConversationPartInput[], subject?: string) => extractIssues(parts, subject).map((issue) => [issue.kind, issue.title]);

describe('extractIssues', () => {
  it('finds the question left without an answer', () => {
    expect(kinds([user('Hello! How do I rotate the webhook signing secret?')])).toEqual([['unanswered', 'How do I rotate the webhook signing secret?']]);
  });

  it('finds answers that do not know, say the docs miss it, or say they are wrong', () => {
    expect(kinds([user('Can I use SAML with Okta?'), assistant("I'm sorry, I don't know.")])).toEqual([['answer-unknown', 'Can I use SAML with Okta?']]);
    expect(kinds([user('Can I use SAML with Okta?'), assistant('I could not find anything about that.')])).toEqual([['answer-unknown', 'Can I use SAML with Okta?']]);
    expect(kinds([user('How do I set a custom domain?'), team('That is not documented yet, sorry.')])).toEqual([['docs-missing', 'How do I set a custom domain?']]);
    expect(kinds([user('How do I set a custom domain?'), team("The docs don't cover custom domains.")])).toEqual([['docs-missing', 'How do I set a custom domain?']]);
    expect(kinds([user('Why does the API token expire?'), assistant('The guide is outdated: tokens no longer expire.')])).toEqual([['docs-wrong', 'Why does the API token expire?']]);
    expect(kinds([user('Why does the API token expire?'), assistant('Good catch, the documentation is wrong there.')])).toEqual([['docs-wrong', 'Why does the API token expire?']]);
  });

  it('finds a question asked again after the answer, or an answer the reader says did not help', () => {
    expect(
      kinds([
        user('How do I export the space as PDF?'),
        assistant('You can print the page from your browser.'),
        user('But how do I export the whole space as a PDF file?'),
        assistant('Use the export menu.'),
      ]),
    ).toEqual([['repeated', 'How do I export the space as PDF?']]);
    expect(kinds([user('How do I invite a guest to a collection?'), assistant('Open the members page.'), user('That does not help, I still cannot see the button.')])).toEqual([
      ['repeated', 'How do I invite a guest to a collection?'],
    ]);
  });

  it('leaves answered questions, and readers who ask nothing, alone', () => {
    expect(kinds([user('How do I create a space?'), assistant('Click "New space" in the sidebar.'), user('Thanks, that worked!')])).toEqual([]);
    expect(kinds([user('Great product, thanks.'), assistant('Glad to hear it!')])).toEqual([]);
    expect(kinds([])).toEqual([]);
    expect(kinds([assistant('Hi, how can I help?')])).toEqual([]);
    // "I'm sure" is not "not sure".
    expect(kinds([user('Is the API rate limited?'), assistant("I'm sure it is: 6000 requests per minute.")])).toEqual([]);
  });

  it('joins consecutive parts of one side, reads Markdown and HTML, and takes the whole turn when the question is bare', () => {
    const [issue] = extractIssues([
      user('<p>Our <b>SAML login</b> redirect fails after the identity provider answers.</p>'),
      user('Why?'),
      assistant('Not sure, sorry.'),
      assistant('```\ncode\n```'),
    ]);
    expect(issue).toMatchObject({ kind: 'answer-unknown', title: 'Our SAML login redirect fails after the identity provider answers. Why?' });
    expect([...issue.terms.counts.keys()].sort()).toEqual(['fail', 'ident', 'login', 'provid', 'redirect', 'saml']);
    expect(issue.terms.words.get('ident')).toBe('identity');
  });

  it('lends the subject to a question too short to cluster on', () => {
    const [issue] = extractIssues([user('Why?')], 'Webhook retries');
    expect([...issue.terms.counts.keys()].sort()).toEqual(['retri', 'webhook']);
    expect(issue.title).toBe('Why?');
  });

  it('keys an issue by its question: the same question gives the same key, once per conversation', () => {
    const once = extractIssues([user('How do I verify a webhook signature?')]);
    const again = extractIssues([user('how do I VERIFY a Webhook signature??'), assistant('I do not know.')]);
    expect(again[0].key).toBe(once[0].key);
    const twice = extractIssues([user('How do I verify a webhook signature?'), assistant('I do not know.'), user('How do I verify a webhook signature?')]);
    expect(twice.map((issue) => issue.kind)).toEqual(['answer-unknown']);
    expect(extractIssues([user('What about webhooks?'), assistant('No idea.'), user('And SAML certificates?')]).map((issue) => issue.ordinal)).toEqual([0, 1]);
  });

  it('writes the summary from the question and what happened, and is deterministic', () => {
    const parts = [user('Where is the PDF export?'), assistant('That page is out of date.')];
    const [issue] = extractIssues(parts);
    expect(issue.summary).toBe('The reader asked: “Where is the PDF export?” The answer said the documentation is wrong or out of date.');
    expect(extractIssues(parts)).toEqual(extractIssues(parts));
    const long = `How do I ${'configure the webhook '.repeat(20)}?`;
    expect(Array.from(extractIssues([user(long)])[0].title).length).toBeLessThanOrEqual(120);
  });
});

describe('questionsIn', () => {
  it('takes sentences ending with "?", starting with a question word, or asking for help', () => {
    expect(questionsIn('Hi there. How do I sign in\nI cannot find the login button. Thanks!')).toEqual(['How do I sign in', 'I cannot find the login button.']);
  });
});
