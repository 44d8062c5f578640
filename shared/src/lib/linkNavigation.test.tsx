import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ANCHOR_PAGE_ATTRIBUTE, RELOAD_DOCUMENT_ATTRIBUTE, navigateOnLinkClick } from './linkNavigation';

function renderLinks(navigate: (to: string) => void) {
  render(
    <div onClick={(event) => navigateOnLinkClick(event, navigate)}>
      <a href="/njangie">Njangie</a>
      <a href="login">Relative login</a>
      <a href="mailto:info@mboa.example">Mail</a>
      <a href="https://wa.me/237600000102">WhatsApp</a>
      <a href="/statements/x.pdf" download>
        Download
      </a>
      <a href="/meetings" target="_blank">
        New tab
      </a>
      <a href="/search" {...{ [RELOAD_DOCUMENT_ATTRIBUTE]: '' }}>
        Every page
      </a>
      <a href="#loan_application" {...{ [ANCHOR_PAGE_ATTRIBUTE]: '/group-societies' }}>
        Group loan application
      </a>
    </div>,
  );
}

describe('navigateOnLinkClick', () => {
  it('navigates in the page for same-origin links, relative ones included', () => {
    const navigate = vi.fn();
    renderLinks(navigate);
    fireEvent.click(screen.getByText('Njangie'));
    fireEvent.click(screen.getByText('Relative login'));
    expect(navigate.mock.calls).toEqual([['/njangie'], ['/login']]);
  });

  it('leaves mail, other hosts, downloads, new tabs, documents to reload and modified clicks to the browser', () => {
    const navigate = vi.fn();
    renderLinks(navigate);
    for (const text of ['Mail', 'WhatsApp', 'Download', 'New tab', 'Every page'])
      fireEvent.click(screen.getByText(text));
    fireEvent.click(screen.getByText('Njangie'), { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the page an anchor link names, at its anchor, from another page; on that page the browser moves to it', () => {
    const navigate = vi.fn();
    window.history.replaceState(null, '', '/savings_account');
    renderLinks(navigate);
    fireEvent.click(screen.getByText('Group loan application'));
    expect(navigate.mock.calls).toEqual([['/group-societies#loan_application']]);
    window.history.replaceState(null, '', '/group-societies');
    expect(fireEvent.click(screen.getByText('Group loan application'))).toBe(true);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
