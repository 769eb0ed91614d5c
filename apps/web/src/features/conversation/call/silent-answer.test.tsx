import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OperatorPrompt } from '@callready/core';
import { SilentAnswer } from './silent-answer';

const service: OperatorPrompt = {
  questionId: 'hiding-cant-talk/service',
  kind: 'service',
  purpose: 'question',
  text: 'Emergency, which service?',
  modelAnswer: "It isn't safe to talk. Stay silent, or tap the keypad.",
  choices: [],
  expects: 'silence',
};

describe('SilentAnswer', () => {
  it('offers Stay silent first; talking is there, behind a button', async () => {
    const onSilence = vi.fn();
    const user = userEvent.setup();
    render(<SilentAnswer prompt={service} onSilence={onSilence} answerBox={<p>the answer box</p>} />);
    expect(screen.getByText("It isn't safe to talk.")).toBeInTheDocument();
    expect(screen.queryByText('the answer box')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay silent' }));
    expect(onSilence).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Talk instead' }));
    expect(screen.getByText('the answer box')).toBeInTheDocument();
  });

  it('shows the answer box straight away for the whispered or typed address', () => {
    render(
      <SilentAnswer
        prompt={{ ...service, kind: 'address', expects: 'whisper' }}
        onSilence={() => undefined}
        answerBox={<p>the answer box</p>}
      />,
    );
    expect(screen.getByText('the answer box')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stay silent' })).toBeInTheDocument();
  });
});
