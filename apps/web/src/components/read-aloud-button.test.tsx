import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeakContext } from '@/lib/speech/speaker';
import { ReadAloudButton } from './read-aloud-button';

// The real speaker fetches and plays audio; here it records what it was asked and waits to be stopped.
const said: { lines: readonly string[]; context: SpeakContext }[] = [];
vi.mock('@/lib/speech/speaker', () => ({
  createSpeaker: () => ({
    speak: (lines: readonly string[], context: SpeakContext, signal: AbortSignal, onPlaying?: () => void) => {
      said.push({ lines, context });
      onPlaying?.();
      return new Promise((resolve) => signal.addEventListener('abort', () => resolve('stopped')));
    },
    prefetch: () => undefined,
  }),
}));

afterEach(() => {
  said.length = 0;
});

const child = (age: number) => ({ age, countryCode: 'uk', operatorVoice: 'server' as const });

describe('ReadAloudButton', () => {
  it('is offered to a child of 5 to 8 and not to an older child or a parent', () => {
    const { rerender } = render(<ReadAloudButton child={child(6)} inviteCode="ABCD2345" lines={['Hi.']} />);
    expect(screen.getByRole('button', { name: 'Read this to me' })).toBeInTheDocument();
    rerender(<ReadAloudButton child={child(8)} inviteCode="ABCD2345" lines={['Hi.']} />);
    expect(screen.getByRole('button', { name: 'Read this to me' })).toBeInTheDocument();
    rerender(<ReadAloudButton child={child(9)} inviteCode="ABCD2345" lines={['Hi.']} />);
    expect(screen.queryByRole('button', { name: 'Read this to me' })).toBeNull();
    rerender(<ReadAloudButton child={null} inviteCode={null} lines={['Hi.']} />);
    expect(screen.queryByRole('button', { name: 'Read this to me' })).toBeNull();
  });

  it('reads nothing until pressed, then the words in order in the chosen voice, and stops on a second press', async () => {
    render(
      <ReadAloudButton
        child={child(6)}
        inviteCode="ABCD2345"
        lines={['House Fire.', '  ', 'Call 999.', 'Stay calm.']}
      />,
    );
    expect(said).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Read this to me' }));
    const stop = await screen.findByRole('button', { name: 'Stop reading' });
    expect(said).toHaveLength(1);
    expect(said[0]!.lines).toEqual(['House Fire.', 'Call 999.', 'Stay calm.']);
    expect(said[0]!.context).toMatchObject({
      countryId: 'uk',
      inviteCode: 'ABCD2345',
      voiceSource: 'server',
    });
    fireEvent.click(stop);
    expect(await screen.findByRole('button', { name: 'Read this to me' })).toBeInTheDocument();
  });
});
