import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OperatorPrompt } from '@callready/core';
import { AnswerBox } from './answer-box';

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

function renderBox(prompt: OperatorPrompt, showPictureChoices = false) {
  const onAnswer = vi.fn();
  render(<AnswerBox prompt={prompt} showPictureChoices={showPictureChoices} onAnswer={onAnswer} />);
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
    expect(onAnswer).toHaveBeenLastCalledWith('There is smoke');

    await user.clear(field);
    await user.type(field, 'Fire in the kitchen{Enter}');
    expect(onAnswer).toHaveBeenLastCalledWith('Fire in the kitchen');
    expect(onAnswer).toHaveBeenCalledTimes(2);
  });

  it('starts a new line with Shift+Enter instead of sending', async () => {
    const { onAnswer, user } = renderBox(question);
    const field = screen.getByLabelText('Type your answer');
    await user.type(field, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(field).toHaveValue('Line one\nline two');
  });

  it('offers picture choices to the youngest children; a tap fills in the whole sentence', async () => {
    const { onAnswer, user } = renderBox(question, true);
    expect(screen.getByRole('group', { name: 'Tap a picture to choose an answer' })).toBeInTheDocument();
    const smoke = screen.getByRole('button', { name: 'Lots of smoke' });
    expect(smoke).toHaveAttribute('aria-pressed', 'false');

    await user.click(smoke);
    expect(smoke).toHaveAttribute('aria-pressed', 'true');
    const field = screen.getByLabelText('Your answer (you can change the words)');
    expect(field).toHaveValue('There is lots of black smoke coming out of the kitchen.');

    await user.click(screen.getByRole('button', { name: 'Send Answer' }));
    expect(onAnswer).toHaveBeenCalledWith('There is lots of black smoke coming out of the kitchen.');
  });

  it('shows no picture choices to older children', () => {
    renderBox(question, false);
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
    renderBox(readBack, false);
    expect(screen.getByRole('group', { name: 'Is that right?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Need a hint?' })).not.toBeInTheDocument();
  });
});
