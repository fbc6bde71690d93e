import { createHash } from 'node:crypto';
import { plainText, sentencesOf, truncate } from '../text/plain-text';
import { termsOf, type Terms } from '../text/terms';

export type PartRole = 'user' | 'assistant' | 'team-member';
export type ConversationPartInput = { role: PartRole; body: string };

export type IssueKind = 'unanswered' | 'answer-unknown' | 'docs-missing' | 'docs-wrong' | 'repeated';

/** A question the reader did not get a good answer to. */
export type ExtractedIssue = {
  /** Same question (same stems) in the same conversation, same key: re-ingestion keeps the issue. */
  key: string;
  kind: IssueKind;
  title: string;
  summary: string;
  /** Place of the question among the conversation's issues (0-based). */
  ordinal: number;
  terms: Terms;
};

export const MAX_TITLE_LENGTH = 120;
export const MAX_SUMMARY_QUESTION_LENGTH = 600;

/** Consecutive parts of one side: what the reader said, or what the assistant/team answered. */
type Turn = { side: 'reader' | 'answer'; text: string };

const INTERROGATIVE_START =
  /^(how|what|why|where|when|which|who|whom|whose|can|could|is|are|am|does|do|did|should|would|will|may|might|has|have|was|were|isn't|aren't|doesn't|don't|can't|cannot|won't|shouldn't)\b/i;
// Requests that are questions without a question mark.
const REQUEST_PHRASES =
  /\b(i (can't|cannot|can not|couldn't|could not) (find|figure out|get|understand|see)|i('m| am) (looking for|trying to|stuck|confused)|i need (to know|help|to understand)|i('d| would) like to know|i want to know|is there (a|any) way|any way to|how to|help me|not sure how|no idea how)\b/i;

// What an answer says when it did not answer. Checked on the lower-cased answer text;
// the strongest finding wins: wrong docs, then missing docs, then "does not know".
const DOCS_WRONG =
  /\b(out of date|outdated|no longer (accurate|correct|valid|works?)|(docs?|documentation|guide|page|article)( \w+){0,3} (is|are|was|were) (wrong|incorrect|inaccurate|mistaken|out of date|outdated|stale)|(wrong|incorrect|inaccurate|stale) (docs?|documentation|information|instructions|example)|(error|mistake|typo|bug) in (the|our) (docs?|documentation|guide|page|article))\b/;
const DOCS_MISSING =
  /\b(not (yet )?documented|isn't documented|undocumented|no documentation|not in (the|our) (docs?|documentation)|(docs?|documentation|guides?) (doesn't|does not|don't|do not) (cover|mention|explain|describe|say)|not (covered|mentioned|explained|described) in (the|our) (docs?|documentation)|missing from (the|our) (docs?|documentation)|(there is|there's|we have) no (page|article|guide|docs?|documentation)|(we )?(don't|do not) have (a |any )?(docs?|documentation|page|article|guide))\b/;
const ANSWER_UNKNOWN =
  /\b(i (don't|do not|didn't|did not) know|not sure|i (couldn't|could not|can't|cannot|wasn't able to|was unable to) (find|answer|help|locate)|unable to (find|answer|help)|(don't|do not) have (any |enough )?(information|details|an answer)|no information (about|on)|(can't|cannot) answer|no answer (to|for) that|no idea|i have no information)\b/;
// The reader coming back to say the answer did not help.
const COMPLAINT =
  /\b(still (doesn't|does not|don't|not|can't|cannot|didn't)|(doesn't|does not|didn't|did not) (answer|help|work)|not what i (asked|meant|need)|that's not (it|right|what)|i already (tried|did|read)|same (problem|issue|question))\b/;

/** Terms a question needs to stand on its own; with fewer, the reader's whole turn (then the subject) is used. */
export const MIN_QUESTION_TERMS = 3;

/** Jaccard similarity of the reader's next question to this one at or above which it is "asked again". */
export const REPEAT_SIMILARITY = 0.5;

const OUTCOME: Record<IssueKind, string> = {
  unanswered: 'The conversation ended without an answer.',
  'answer-unknown': 'The answer said it did not know.',
  'docs-missing': 'The answer said the documentation does not cover it.',
  'docs-wrong': 'The answer said the documentation is wrong or out of date.',
  repeated: 'The reader asked again after the answer.',
};

function turnsOf(parts: readonly ConversationPartInput[]): Turn[] {
  const turns: Turn[] = [];
  for (const part of parts) {
    const side = part.role === 'user' ? 'reader' : 'answer';
    const text = plainText(part.body);
    if (text === '') continue;
    const last = turns[turns.length - 1];
    if (last && last.side === side) last.text = `${last.text}\n${text}`;
    else turns.push({ side, text });
  }
  return turns;
}

const isQuestion = (sentence: string): boolean => {
  const text = sentence.replace(/[\u2018\u2019]/g, "'");
  return text.endsWith('?') || INTERROGATIVE_START.test(text) || REQUEST_PHRASES.test(text);
};

/** The question sentences of what the reader said, in order; empty when they asked nothing. */
export function questionsIn(text: string): string[] {
  return sentencesOf(text).filter(isQuestion);
}

function answerKind(answer: string): IssueKind | undefined {
  const text = answer.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  if (DOCS_WRONG.test(text)) return 'docs-wrong';
  if (DOCS_MISSING.test(text)) return 'docs-missing';
  if (ANSWER_UNKNOWN.test(text)) return 'answer-unknown';
  return undefined;
}

function jaccard(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a.keys()) if (b.has(term)) shared += 1;
  return shared / (a.size + b.size - shared);
}

function keyOf(terms: Terms, question: string): string {
  // Sorted stems: the same question in other words order or casing is the same issue. A
  // question of stop words only is keyed by its text.
  const basis = terms.counts.size > 0 ? [...terms.counts.keys()].sort().join(' ') : question.toLowerCase();
  return createHash('sha256').update(basis).digest('base64url').slice(0, 32);
}

/**
 * The issues of a conversation, in the order they were asked: every reader turn with a
 * question whose answer (the assistant and team-member parts that follow, up to the reader's
 * next turn) is missing, says it does not know, says the docs do not cover it or are wrong,
 * or is followed by the reader asking the same again (or saying it did not help).
 * Deterministic: the same parts always give the same issues. A question with fewer than
 * MIN_QUESTION_TERMS terms ("Why?") is taken with the rest of the reader's turn, and the
 * conversation's `subject` lends its terms to one still that short.
 */
export function extractIssues(parts: readonly ConversationPartInput[], subject?: string): ExtractedIssue[] {
  const turns = turnsOf(parts);
  const issues: ExtractedIssue[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < turns.length; index++) {
    const turn = turns[index];
    if (turn.side !== 'reader') continue;
    const questions = questionsIn(turn.text);
    if (questions.length === 0) continue;
    // A bare "Why?" after the reader described their problem: the whole turn is the question.
    const asked = questions.join(' ');
    const specific = termsOf(asked).counts.size >= MIN_QUESTION_TERMS;
    const questionText = specific ? asked : turn.text.replace(/\s*\n\s*/g, ' ');
    const answer = turns[index + 1]?.side === 'answer' ? turns[index + 1] : undefined;
    const nextReader = answer ? turns[index + 2] : undefined;
    const terms = termsOf(questionText);

    let kind: IssueKind | undefined;
    if (!answer) kind = 'unanswered';
    else kind = answerKind(answer.text);
    if (!kind && nextReader) {
      const again = termsOf(questionsIn(nextReader.text).join(' '));
      if (jaccard(terms.counts, again.counts) >= REPEAT_SIMILARITY || COMPLAINT.test(nextReader.text.toLowerCase())) kind = 'repeated';
    }
    if (!kind) continue;

    const key = keyOf(terms, questionText);
    if (seen.has(key)) continue;
    seen.add(key);
    const clusteringTerms = terms.counts.size < MIN_QUESTION_TERMS && subject ? mergeTerms(terms, termsOf(subject)) : terms;
    issues.push({
      key,
      kind,
      title: truncate(specific && termsOf(questions[0]).counts.size >= MIN_QUESTION_TERMS ? questions[0] : questionText, MAX_TITLE_LENGTH),
      summary: `The reader asked: “${truncate(questionText, MAX_SUMMARY_QUESTION_LENGTH)}” ${OUTCOME[kind]}`,
      ordinal: issues.length,
      terms: clusteringTerms,
    });
  }
  return issues;
}

function mergeTerms(a: Terms, b: Terms): Terms {
  const counts = new Map(a.counts);
  const words = new Map(a.words);
  for (const [term, count] of b.counts) counts.set(term, (counts.get(term) ?? 0) + count);
  for (const [term, word] of b.words) {
    const known = words.get(term);
    if (known === undefined || word.length < known.length || (word.length === known.length && word < known)) words.set(term, word);
  }
  return { counts, words };
}
