import type { Result } from 'hastscript';
import { MAX_FEEDBACK_COMMENT_LENGTH as MAX_COMMENT_LENGTH } from '../../insights/site-events';
import type { PageFeedbackForm } from '../../model';
import type { Shell } from '../context';

/** GitBook's PageFeedbackRating, worst first, with the face each shows. */
const RATINGS = [
  { rating: 'bad', label: 'feedback_bad', icon: 'face-frown' },
  { rating: 'ok', label: 'feedback_ok', icon: 'face-meh' },
  { rating: 'good', label: 'feedback_good', icon: 'face-smile' },
] as const;

/** The fields that say which page the feedback is about; the endpoint checks them against the site. */
function pageFields(form: PageFeedbackForm): Result[] {
  return [
    <input type="hidden" name="siteSpace" value={form.siteSpaceId} />,
    <input type="hidden" name="space" value={form.spaceId} />,
    <input type="hidden" name="page" value={form.pageId} />,
    <input type="hidden" name="revision" value={form.revisionId} />,
    <input type="hidden" name="path" value={form.path} />,
  ];
}

/**
 * "Was this page helpful?" at the end of a page: three rating buttons, then a comment box, then
 * a thank-you. Without JavaScript each step is a form posted to `<site>/~quire/feedback`, which
 * answers 303 back to this page with a fragment (`#q-feedback-<rating>`, then
 * `#q-feedback-sent`); the `hidden` element the fragment names is shown by CSS `:target`, so the
 * page stays the same for every visitor (and cacheable). With JavaScript (`assets/client/
 * feedback.ts`) the same forms are posted with fetch and the steps shown in place.
 */
export function PageFeedback(shell: Shell, form: PageFeedbackForm): Result {
  return (
    <section className="q-feedback" aria-labelledby="q-feedback-question" data-q-feedback="" data-q-feedback-failed={shell.t('feedback_failed')}>
      <form className="q-feedback-rate" method="post" action={form.action}>
        {pageFields(form)}
        <fieldset className="q-feedback-ratings">
          <legend className="q-feedback-question" id="q-feedback-question">
            {shell.t('feedback_question')}
          </legend>
          {RATINGS.map(({ rating, label, icon }) => (
            <button type="submit" className="q-feedback-rating" name="rating" value={rating}>
              {shell.icon(icon, 'q-icon')}
              <span>{shell.t(label)}</span>
            </button>
          ))}
        </fieldset>
      </form>
      {RATINGS.map(({ rating }) => (
        <form className="q-feedback-comment" id={`q-feedback-${rating}`} method="post" action={form.action} hidden data-q-feedback-rating={rating}>
          {pageFields(form)}
          <input type="hidden" name="rating" value={rating} />
          <p className="q-feedback-thanks">{shell.t('feedback_thanks')}</p>
          <label className="q-feedback-label" htmlFor={`q-feedback-comment-${rating}`}>
            {shell.t('feedback_comment_label')}
          </label>
          <textarea
            className="q-feedback-textarea"
            id={`q-feedback-comment-${rating}`}
            name="comment"
            rows={3}
            maxLength={MAX_COMMENT_LENGTH}
            required
            aria-describedby={`q-feedback-hint-${rating}`}
          ></textarea>
          <p className="q-feedback-hint" id={`q-feedback-hint-${rating}`}>
            {shell.t('feedback_comment_hint', { count: MAX_COMMENT_LENGTH })}
          </p>
          <button type="submit" className="q-action q-action-primary">
            {shell.t('feedback_send')}
          </button>
        </form>
      ))}
      <p className="q-feedback-sent" id="q-feedback-sent" tabIndex={-1} hidden>
        {shell.t('feedback_thanks_comment')}
      </p>
      <p className="q-feedback-error" role="alert" hidden></p>
    </section>
  );
}
