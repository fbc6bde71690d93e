/**
 * Tabs blocks (`[data-q-tabs]`, rendered with `role=tablist/tab/tabpanel` and every panel shown):
 * the ARIA tabs pattern. The container gets `data-q-enhanced`; only the selected panel stays
 * visible; arrow keys, Home and End move between tabs (automatic activation); the chosen tab's
 * title is remembered in localStorage and selects the tab of the same title in the other tab
 * groups, on this page and the next (a reader who picks "Python" once keeps reading Python).
 */

const STORAGE_KEY = 'quire:tabs';
const REMEMBERED = 20;

type Group = { root: HTMLElement; tabs: HTMLElement[]; panels: (HTMLElement | undefined)[] };

function rememberedTitles(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

function remember(title: string): void {
  const titles = [title, ...rememberedTitles().filter((item) => item !== title)].slice(0, REMEMBERED);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(titles));
  } catch {
    // Storage disabled: the choice still applies to this page.
  }
}

function titleOf(tab: HTMLElement): string {
  return (tab.textContent ?? '').trim();
}

/** Elements of `root` itself, not of a tabs block nested in one of its panels. */
function own(root: HTMLElement, selector: string): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(selector)).filter((element) => element.closest('[data-q-tabs]') === root);
}

function groupOf(root: HTMLElement): Group | undefined {
  const tabs = own(root, '[role="tab"]');
  if (tabs.length === 0) return undefined;
  const panels = own(root, '[role="tabpanel"]');
  const byId = new Map(panels.map((panel) => [panel.id, panel]));
  return { root, tabs, panels: tabs.map((tab, index) => byId.get(tab.getAttribute('aria-controls') ?? '') ?? panels[index]) };
}

function select(group: Group, index: number, focus: boolean): void {
  group.tabs.forEach((tab, position) => {
    const selected = position === index;
    tab.setAttribute('aria-selected', selected ? 'true' : 'false');
    tab.tabIndex = selected ? 0 : -1;
    const panel = group.panels[position];
    if (panel) panel.hidden = !selected;
  });
  if (focus) group.tabs[index].focus();
}

function indexOfTitle(group: Group, title: string): number {
  return group.tabs.findIndex((tab) => titleOf(tab) === title);
}

export function enhanceTabs(doc: Document): void {
  const groups = Array.from(doc.querySelectorAll<HTMLElement>('[data-q-tabs]'))
    .map(groupOf)
    .filter((group): group is Group => group !== undefined);
  const titles = rememberedTitles();

  const choose = (group: Group, index: number) => {
    select(group, index, true);
    const title = titleOf(group.tabs[index]);
    remember(title);
    for (const other of groups) {
      const match = other === group ? -1 : indexOfTitle(other, title);
      if (match >= 0) select(other, match, false);
    }
  };

  for (const group of groups) {
    group.root.setAttribute('data-q-enhanced', '');
    const remembered = titles.map((title) => indexOfTitle(group, title)).find((index) => index >= 0);
    const marked = group.tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    select(group, remembered ?? Math.max(0, marked), false);

    group.tabs.forEach((tab, index) => {
      tab.addEventListener('click', (event) => {
        event.preventDefault();
        choose(group, index);
      });
      tab.addEventListener('keydown', (event) => {
        const last = group.tabs.length - 1;
        const target =
          event.key === 'ArrowRight' || event.key === 'ArrowDown'
            ? (index + 1) % group.tabs.length
            : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
              ? (index - 1 + group.tabs.length) % group.tabs.length
              : event.key === 'Home'
                ? 0
                : event.key === 'End'
                  ? last
                  : undefined;
        if (target === undefined) return;
        event.preventDefault();
        choose(group, target);
      });
    });
  }
}
