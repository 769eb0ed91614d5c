import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OperatorPrompt } from '@callready/core';
import { AnswerBox } from './answer-box';
import { UNDO_WINDOW_MS, type AnswerModes } from './answer-modes';

// A server without speech: the record button asks the server what it offers, and these tests must
// not depend on whatever happens to answer on this machine.
vi.mock('@/lib/speech/capabilities', () => ({
  speechCapabilities: () =>
    Promise.resolve({ synthesis: false, transcription: false, browserRecognition: false }),
}));

const question: OperatorPrompt = {
  questionId: 'house-fire/description',
  kind: 'description',
  purpose: 'question',
  text: 'What can you see?',
  modelAnswer: 'There is a big fire in the kitchen and lots of black smoke.',
  choices: [
    { emoji: '🔥', label: 'Big fire', sentence: 'There is a big fire in the kitchen and lots of smoke.' },
    {
      emoji: '💨',
      label: 'Lots of smoke',
      sentence: 'There is lots of black smoke coming out of the kitchen.',
    },
    { emoji: '🍳', label: 'Small fire', sentence: 'There is a small fire on the cooker in the kitchen.' },
  ],
};

const readBack: OperatorPrompt = {
  ...question,
  questionId: 'house-fire/address/confirm',
  kind: 'address',
  purpose: 'confirmation',
  choices: [
    { emoji: '👍', label: 'Yes', sentence: "Yes, that's right." },
    { emoji: '👎', label: 'No', sentence: "No, that's not right." },
  ],
};

const OLDER: AnswerModes = { pictureChoices: false, recordFirst: false };
const YOUNGEST: AnswerModes = { pictureChoices: true, recordFirst: true };

function renderBox(prompt: OperatorPrompt, modes: AnswerModes = OLDER) {
  const onAnswer = vi.fn();
  render(
    <AnswerBox prompt={prompt} modes={modes} childAge={modes.recordFirst ? 6 : 13} onAnswer={onAnswer} />,
  );
  return { onAnswer, user: userEvent.setup() };
}

describe('AnswerBox', () => {
  it('cannot send an empty or blank answer', async () => {
    const { onAnswer, user } = renderBox(question);
    const send = screen.getByRole('button', { name: 'Send Answer' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Type your answer'), '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it('sends the typed answer, trimmed, with the button or with Enter', async () => {
    const { onAnswer, user } = renderBox(question);
    const field = screen.getByLabelText('Type your answer');
    await user.type(field, '  There is smoke  ');
    await user.click(screen.getByRole('button', { name: 'Send Answer' }));
    expect(onAnswer).toHaveBeenLastCalledWith('There is smoke', 'typed');

    await user.clear(field);
    await user.type(field, 'Fire in the kitchen{Enter}');
    expect(onAnswer).toHaveBeenLastCalledWith('Fire in the kitchen', 'typed');
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it('starts a new line with Shift+Enter instead of sending', async () => {
    const { onAnswer, user } = renderBox(question);
    const field = screen.getByLabelText('Type your answer');
    await user.type(field, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(field).toHaveValue('Line one\nline two');
  });

  it('offers picture choices to the youngest children; a tap sends the whole sentence, with Undo', async () => {
    const { onAnswer, user } = renderBox(question, YOUNGEST);
    expect(screen.getByRole('group', { name: 'Tap a picture to answer' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lots of smoke' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'There is lots of black smoke coming out of the kitchen.',
    );
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: 'Lots of smoke' })).toBeInTheDocument();

    vi.useFakeTimers();
    try {
      screen.getByRole('button', { name: 'Big fire' }).click();
      await vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS);
    } finally {
      vi.useRealTimers();
    }
    expect(onAnswer).toHaveBeenCalledTimes(1);
    expect(onAnswer).toHaveBeenCalledWith('There is a big fire in the kitchen and lots of smoke.', 'tapped');
  });

  it('shows no picture choices to older children', () => {
    renderBox(question, OLDER);
    expect(screen.queryByRole('button', { name: 'Big fire' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Type your answer')).toBeInTheDocument();
  });

  it('shows and hides the model answer as a hint', async () => {
    const { user } = renderBox(question);
    const hint = screen.getByRole('button', { name: 'Need a hint?' });
    expect(hint).toHaveAttribute('aria-expanded', 'false');
    await user.click(hint);
    expect(
      screen.getByText(/There is a big fire in the kitchen and lots of black smoke\./),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Type your answer')).toHaveAccessibleDescription(
      /You could say: .There is a big fire/,
    );

    await user.click(screen.getByRole('button', { name: 'Hide the hint' }));
    expect(screen.queryByText(/You could say/)).not.toBeInTheDocument();
  });

  it('asks "Is that right?" with Yes and No on a read-back, with no hint', () => {
    renderBox(readBack, OLDER);
    expect(screen.getByRole('group', { name: 'Is that right?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Need a hint?' })).not.toBeInTheDocument();
  });
});
