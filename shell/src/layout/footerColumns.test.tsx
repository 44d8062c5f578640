import { act, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canShowClosedContent,
  columnsShownByStylesheet,
  COLUMNS_SHOWN_QUERY,
  keepShownColumnOpen,
  syncColumnsWithWidth,
  useColumnsFollowWidth,
} from './footerColumns';

/** A window whose width can change: matchMedia answers COLUMNS_SHOWN_QUERY from `wide`. */
function stubWindowWidth(initiallyWide: boolean) {
  const listeners = new Set<() => void>();
  const state = { wide: initiallyWide };
  const queryList = {
    get matches() {
      return state.wide;
    },
    media: COLUMNS_SHOWN_QUERY,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) =>
      query === COLUMNS_SHOWN_QUERY
        ? queryList
        : { matches: false, media: query, addEventListener() {}, removeEventListener() {} },
    ),
  );
  return {
    listeners,
    resize(wide: boolean) {
      state.wide = wide;
      for (const listener of [...listeners]) listener();
    },
  };
}

function stubDetailsContentSupport(supported: boolean) {
  vi.stubGlobal('CSS', { supports: (condition: string) => supported && condition === 'selector(::details-content)' });
}

/** Four disclosures, as the footer renders them. */
function columnsMarkup(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = ['a', 'b', 'c', 'd']
    .map(
      (id) =>
        `<nav><details><summary><h2>${id}</h2></summary><ul><li><a href="/${id}">${id}</a></li></ul></details></nav>`,
    )
    .join('');
  return container;
}

const summaries = (container: ParentNode) => [...container.querySelectorAll('summary')];
const openStates = (container: ParentNode) => [...container.querySelectorAll('details')].map((details) => details.open);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('footer columns: which width shows them', () => {
  it('uses 37.5rem (600 px), the breakpoint of layout.css', () => {
    expect(COLUMNS_SHOWN_QUERY).toBe('(min-width: 37.5rem)');
  });

  it('leaves the stylesheet to show the columns only from that width, and only where ::details-content works', () => {
    stubWindowWidth(true);
    stubDetailsContentSupport(true);
    expect(columnsShownByStylesheet()).toBe(true);
    stubDetailsContentSupport(false);
    expect(columnsShownByStylesheet()).toBe(false);
    stubWindowWidth(false);
    stubDetailsContentSupport(true);
    expect(columnsShownByStylesheet()).toBe(false);
  });

  it('answers false, without throwing, where matchMedia or CSS.supports is missing (jsdom, old browsers)', () => {
    vi.stubGlobal('matchMedia', undefined);
    vi.stubGlobal('CSS', undefined);
    expect(canShowClosedContent()).toBe(false);
    expect(columnsShownByStylesheet()).toBe(false);
  });
});

describe('syncColumnsWithWidth', () => {
  it('on a phone closes every column and leaves its summary in the tab order', () => {
    stubWindowWidth(false);
    stubDetailsContentSupport(true);
    const container = columnsMarkup();
    container.querySelectorAll('details').forEach((details) => (details.open = true));
    summaries(container)[0]!.setAttribute('tabindex', '-1');
    syncColumnsWithWidth(container);
    expect(openStates(container)).toEqual([false, false, false, false]);
    expect(summaries(container).map((summary) => summary.hasAttribute('tabindex'))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('from 600 px opens every column and takes the summaries, then only headings, out of the tab order', () => {
    stubWindowWidth(true);
    stubDetailsContentSupport(true);
    const container = columnsMarkup();
    syncColumnsWithWidth(container);
    expect(openStates(container)).toEqual([true, true, true, true]);
    expect(summaries(container).map((summary) => summary.getAttribute('tabindex'))).toEqual(['-1', '-1', '-1', '-1']);
  });

  it('from 600 px in a browser without ::details-content opens the columns but keeps them disclosures', () => {
    stubWindowWidth(true);
    stubDetailsContentSupport(false);
    const container = columnsMarkup();
    syncColumnsWithWidth(container);
    expect(openStates(container)).toEqual([true, true, true, true]);
    expect(summaries(container).some((summary) => summary.hasAttribute('tabindex'))).toBe(false);
  });
});

describe('useColumnsFollowWidth', () => {
  function Columns() {
    const ref = useRef<HTMLDivElement>(null);
    useColumnsFollowWidth(ref);
    return (
      <div ref={ref}>
        {['a', 'b'].map((id) => (
          <details key={id}>
            <summary onClick={keepShownColumnOpen}>{id}</summary>
            <a href={`/${id}`}>{id}</a>
          </details>
        ))}
      </div>
    );
  }

  it('opens the columns once rendered on a wide screen', () => {
    stubWindowWidth(true);
    stubDetailsContentSupport(true);
    const { container } = render(<Columns />);
    expect(openStates(container)).toEqual([true, true]);
  });

  it('leaves the columns closed on a phone, and follows the width when it changes', () => {
    const screen = stubWindowWidth(false);
    stubDetailsContentSupport(true);
    const { container, unmount } = render(<Columns />);
    expect(openStates(container)).toEqual([false, false]);
    act(() => screen.resize(true));
    expect(openStates(container)).toEqual([true, true]);
    act(() => screen.resize(false));
    expect(openStates(container)).toEqual([false, false]);
    unmount();
    expect(screen.listeners.size).toBe(0);
  });

  it('does nothing where matchMedia is missing: the columns stay as rendered', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { container } = render(<Columns />);
    expect(openStates(container)).toEqual([false, false]);
  });
});

describe('keepShownColumnOpen', () => {
  function Summary() {
    return (
      <details>
        <summary onClick={keepShownColumnOpen}>Heading</summary>
        <a href="/x">x</a>
      </details>
    );
  }

  it('stops a click on a heading-only summary from closing its column (mouse, Enter or Space all click)', () => {
    stubWindowWidth(true);
    stubDetailsContentSupport(true);
    const { container } = render(<Summary />);
    const details = container.querySelector('details')!;
    details.open = true;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    container.querySelector('summary')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(details.open).toBe(true);
  });

  it('lets the summary toggle on a phone', () => {
    stubWindowWidth(false);
    stubDetailsContentSupport(true);
    const { container } = render(<Summary />);
    const details = container.querySelector('details')!;
    fireEvent.click(container.querySelector('summary')!);
    expect(details.open).toBe(true);
  });
});
