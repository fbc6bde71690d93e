/**
 * main.js, the reader's one client module (deferred): progressive enhancements of a page that
 * reads and works without it. Each one looks for the markup it enhances and does nothing when
 * the page has none.
 */
import { enhanceCopyButtons } from './copy';
import { enhanceFeedback } from './feedback';
import { enhanceSearch } from './search';
import { enhanceTabs } from './tabs';
import { enhanceThemeToggle } from './theme';
import { enhanceWebframes } from './webframes';

enhanceThemeToggle(document);
enhanceTabs(document);
enhanceCopyButtons(document);
enhanceSearch(document);
enhanceWebframes(document);
enhanceFeedback(document);
