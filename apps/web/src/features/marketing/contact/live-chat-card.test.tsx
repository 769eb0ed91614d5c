import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChatConfig } from '@callready/contract';
import { LIVE_CHAT_CONSENT_KEY, LiveChatCard } from './live-chat-card';

const config = vi.hoisted(() => ({ current: undefined as LiveChatConfig | undefined }));
vi.mock('../api/live-chat-api', () => ({ useLiveChatConfig: () => ({ data: config.current }) }));

const SCRIPT = 'https://chat.example.net/widget.js';

// The simulated DOM loads no frame's page (and says so on the console): the frame's page is the
// server's, proven by its API test and e2e/live-chat-frame.spec.ts.
beforeEach(() => sessionStorage.clear());
afterEach(() => {
  config.current = undefined;
});

describe('the live chat card (ADR 042, ADR 053)', () => {
  it('shows nothing while the configuration loads or when no chat service is configured', () => {
    const { container, rerender } = render(<LiveChatCard />);
    expect(container).toBeEmptyDOMElement();
    config.current = { scriptUrl: null };
    rerender(<LiveChatCard />);
    expect(container).toBeEmptyDOMElement();
  });

  it('frames the chat only after the visitor agrees, sandboxed without our origin', () => {
    config.current = { scriptUrl: SCRIPT };
    const { container } = render(<LiveChatCard />);
    expect(screen.getByText(/receives your messages/)).toHaveTextContent('chat.example.net');
    expect(container.querySelector('iframe')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Start Live Chat' }));
    const frame = screen.getByTitle('Support chat from chat.example.net');
    expect(frame.getAttribute('src')).toBe('/live-chat/frame');
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-scripts',
    ]);
    // The widget's script is never added to the app's own document.
    expect(document.querySelector(`script[src="${SCRIPT}"]`)).toBeNull();
    expect(sessionStorage.getItem(LIVE_CHAT_CONSENT_KEY)).toBe('yes');

    expect(screen.getByRole('status')).toHaveTextContent('Opening the chat window…');
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('opens the chat at once when the visitor already agreed in this tab', () => {
    sessionStorage.setItem(LIVE_CHAT_CONSENT_KEY, 'yes');
    config.current = { scriptUrl: SCRIPT };
    render(<LiveChatCard />);
    expect(screen.getByTitle('Support chat from chat.example.net')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Live Chat' })).toBeNull();
  });
});
