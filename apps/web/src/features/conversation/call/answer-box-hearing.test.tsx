import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OperatorPrompt } from '@callready/core';
import type { HeardWords } from '@/lib/speech/transcribe-recording';
import type { RecordAnswerButtonProps } from '../speech/record-answer-button';
import { AnswerBox } from './answer-box';
import { UNDO_WINDOW_MS, type AnswerModes } from './answer-modes';

// The recogniser's three replies (ADR 054), each one button away: the test chooses what was "heard".
const replies = vi.hoisted(() => ({ next: null as HeardWords | null }));
vi.mock('../speech/record-answer-button', () => ({
  useAnswerListener: () => 'server',
  RecordAnswerButton: ({ onTranscript, onRecordingStart }: RecordAnswerButtonProps) => (
    <button
      type="button"
      onClick={() => {
        onRecordingStart?.();
        if (replies.next) onTranscript(replies.next);
      }}
    >
      Record Answer
    </button>
  ),
}));

const prompt: OperatorPrompt = {
  questionId: 'house-fire/address',
  kind: 'address',
  purpose: 'question',
  text: 'What is the address of the emergency?',
  modelAnswer: '12 Oak Road',
  choices: [{ emoji: '🏠', label: 'My house', sentence: 'It is at my house.' }],
};

const context = {
  inviteCode: 'ABCD2345',
  countryId: 'uk',
  scenarioType: '999',
  scenarioId: 'house-fire',
  questionId: 'house-fire/address',
} as const;

const OLDER: AnswerModes = { pictureChoices: false, recordFirst: false };
const YOUNGEST: AnswerModes = { pictureChoices: true, recordFirst: true };

function renderBox(modes: AnswerModes, childAge: number) {
  const onAnswer = vi.fn();
  const onRecordingStart = vi.fn();
  render(
    <AnswerBox
      prompt={prompt}
      modes={modes}
      childAge={childAge}
      onAnswer={onAnswer}
      answerContext={context}
      onRecordingStart={onRecordingStart}
    />,
  );
  return { onAnswer, user: userEvent.setup() };
}

const say = async (user: ReturnType<typeof userEvent.setup>, heard: HeardWords) => {
  replies.next = heard;
  await user.click(screen.getByRole('button', { name: 'Record Answer' }));
};

const GARBLED: HeardWords = { text: '', hearing: 'not-heard', confidence: 0.2 };
const UNSURE: HeardWords = { text: 'fire at 12 Oak Road', hearing: 'check', confidence: 0.6 };
const CLEAR: HeardWords = { text: 'There is a fire at 12 Oak Road', hearing: 'heard', confidence: 0.95 };

describe('AnswerBox and what the recogniser heard (ADR 054)', () => {
  it('not heard: tells a young child kindly, shows no words and sends nothing', async () => {
    const { onAnswer, user } = renderBox(YOUNGEST, 6);
    await say(user, GARBLED);
    expect(screen.getByRole('status')).toHaveTextContent(
      "I didn't quite hear that. Try again, or tap a picture.",
    );
    expect(screen.queryByText(/“/)).not.toBeInTheDocument();
    expect(onAnswer).not.toHaveBeenCalled();
    // The pictures are still there to tap, and trying again clears the message.
    expect(screen.getByRole('button', { name: 'My house' })).toBeInTheDocument();
    replies.next = null;
    await user.click(screen.getByRole('button', { name: 'Record Answer' }));
    expect(screen.queryByText(/didn't quite hear/)).not.toBeInTheDocument();
  });

  it('not heard: an older child without pictures is told to record again or type', async () => {
    const { user } = renderBox(OLDER, 13);
    await say(user, GARBLED);
    expect(screen.getByRole('status')).toHaveTextContent(
      "I didn't quite hear that. Record your answer again, or type it.",
    );
    expect(screen.getByLabelText('Type your answer')).toHaveValue('');
  });

  it('to check: asks "Did you say…?" and Yes sends the words as checked', async () => {
    const { onAnswer, user } = renderBox(YOUNGEST, 6);
    await say(user, UNSURE);
    const question = screen.getByRole('heading', { name: 'Did you say: “fire at 12 Oak Road”?' });
    expect(question).toHaveFocus();
    expect(onAnswer).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, I said that' }));
    expect(onAnswer).toHaveBeenCalledWith('fire at 12 Oak Road', 'checked');
  });

  it('to check: No sends nothing and lets the child say it again, type or tap', async () => {
    const { onAnswer, user } = renderBox(YOUNGEST, 6);
    await say(user, UNSURE);
    // Keyboard alone reaches both answers.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes, I said that' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: /Did you say/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('OK! Say it again, or tap a picture.');
    expect(screen.getByRole('button', { name: 'Record Answer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Type instead' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My house' })).toBeInTheDocument();
  });

  it('heard: the words go as today, spoken, after the Undo window for the youngest', async () => {
    const { onAnswer, user } = renderBox(YOUNGEST, 6);
    await say(user, CLEAR);
    expect(screen.getByRole('status')).toHaveTextContent('“There is a fire at 12 Oak Road”');
    await waitFor(() => expect(onAnswer).toHaveBeenCalled(), { timeout: UNDO_WINDOW_MS + 1_000 });
    expect(onAnswer).toHaveBeenCalledWith('There is a fire at 12 Oak Road', 'voice');
  });

  it('heard: an older child checks the words in the box and sends them as spoken', async () => {
    const { onAnswer, user } = renderBox(OLDER, 13);
    await say(user, CLEAR);
    expect(screen.getByLabelText('Type your answer')).toHaveValue('There is a fire at 12 Oak Road');
    await user.click(screen.getByRole('button', { name: 'Send Answer' }));
    expect(onAnswer).toHaveBeenCalledWith('There is a fire at 12 Oak Road', 'voice');
  });
});
