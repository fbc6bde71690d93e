import { RENDER_STRINGS } from '../render/strings';

/**
 * The reader's interface strings in English: the reference set. Every other language has exactly
 * these keys (`satisfies Strings` in its file), so a key added here fails the type check until it
 * is translated everywhere. `{name}` marks a parameter that `t(locale, key, { name })` fills in.
 *
 * Who uses which keys:
 * - the page shell (`shell/`): everything from `skip_to_content` to `go_home`;
 * - the client scripts (`assets/client/`), through data attributes the shell writes: `copied`,
 *   `copy_failed`, the `search_*` keys and `feedback_failed`;
 * - the document renderer (`render/`): its `RENDER_STRINGS`, spread in here, so that the
 *   other languages must translate them too.
 */
export const en = {
  // Page shell, search, theme, error pages, client scripts
  skip_to_content: 'Skip to content',
  site_navigation: 'Site links',
  sections: 'Sections',
  variants: 'Versions',
  current_variant: 'Current version: {title}',
  pages: 'Pages',
  menu: 'Menu',
  breadcrumbs: 'Breadcrumbs',
  home: 'Home',
  on_this_page: 'On this page',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Previous and next pages',
  last_updated: 'Last updated {date}',
  view_markdown: 'View as Markdown',
  opens_new_tab: '(opens in a new tab)',
  sub_pages_of: 'Pages under {title}',
  announcement: 'Announcement',
  footer: 'Footer',
  privacy_policy: 'Privacy policy',
  powered_by: 'Powered by Quire',
  search: 'Search',
  search_placeholder: 'Search…',
  search_open: 'Search (Ctrl+K)',
  search_close: 'Close search',
  search_label: 'Search the documentation',
  search_site: 'Search this site',
  search_results: 'Search results',
  search_results_for: 'Results for “{query}”',
  search_no_results: 'No results for “{query}”',
  search_empty: 'Type something to search.',
  search_loading: 'Searching…',
  search_error: 'Search is unavailable right now.',
  search_result_count_one: '{count} result',
  search_result_count_other: '{count} results',
  theme: 'Theme',
  theme_light: 'Light',
  theme_dark: 'Dark',
  theme_system: 'System',
  page_not_found: 'Page not found',
  page_not_found_description: 'The page you are looking for does not exist or is not available.',
  sign_in_required: 'Sign-in required',
  sign_in_required_description: 'You need to sign in to read this site.',
  bad_request: 'Bad request',
  bad_request_description: 'The address of this page is not valid.',
  go_home: 'Go to the home page',
  copied: 'Copied',
  copy_failed: 'Could not copy',
  // Page feedback ("Was this page helpful?", shell/components/page-feedback.tsx, its client script and error page)
  feedback_question: 'Was this page helpful?',
  feedback_bad: 'No',
  feedback_ok: 'Somewhat',
  feedback_good: 'Yes',
  feedback_thanks: 'Thank you for your feedback.',
  feedback_comment_label: 'Tell us more',
  feedback_comment_hint: 'At most {count} characters.',
  feedback_send: 'Send',
  feedback_thanks_comment: 'Thank you! Your comment was sent.',
  feedback_failed: 'Your feedback could not be sent. Please try again.',
  feedback_not_sent: 'Feedback not sent',
  feedback_not_sent_description: 'Your feedback could not be read, so nothing was recorded. Go back to the page and try again.',
  // Document renderer: its keys and English text live beside it.
  ...RENDER_STRINGS,
};

export type StringKey = keyof typeof en;
export type Strings = Record<StringKey, string>;
