import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SpeechCapabilities } from '@callready/contract';
import type { HeardWords } from '@/lib/speech/transcribe-recording';
import { buildVoiceExercises } from './exercises';
import { PracticeRecorder } from './practice-recorder';

const capabilities = vi.hoisted(() => ({
  current: { synthesis: true, transcription: true, browserRecognition: false } as SpeechCapabilities,
}));
vi.mock('@/lib/speech/capabilities', () => ({
  speechCapabilities: () => Promise.resolve(capabilities.current),
}));

const transcribe = vi.hoisted(() =>
  vi.fn<(audio: Blob, fields: Record<string, unknown>) => Promise<HeardWords>>(),
);
const heard = (text: string): HeardWords => ({ text, hearing: 'heard', confidence: 0.9 });
vi.mock('@/lib/speech/transcribe-recording', () => ({ transcribeRecording: transcribe }));

// The microphone: Start begins a take, Stop hands over five seconds of audio, or the browser refuses.
const microphone = vi.hoisted(() => ({ refuse: false }));
vi.mock('@/lib/speech/use-microphone-recorder', async () => {
  const { useState } = await import('react');
  return {
    canRecordAudio: () => true,
    useMicrophoneRecorder: (handlers: {
      onRecorded: (recording: { audio: Blob; durationMs: number }) => void;
      onProblem: (problem: 'denied' | 'failed') => void;
    }) => {
      const [recording, setRecording] = useState(false);
      return {
        recording,
        level: 0.4,
        start: () => {
          if (microphone.refuse) handlers.onProblem('denied');
          else setRecording(true);
          return Promise.resolve();
        },
        stop: () => {
          setRecording(false);
          handlers.onRecorded({ audio: new Blob(['sound'], { type: 'audio/webm' }), durationMs: 5_000 });
        },
      };
    },
  };
});

const [speakingClearly] = buildVoiceExercises('999');

function renderRecorder(onStart = vi.fn(), childAge: number | null = 9) {
  render(
    <PracticeRecorder
      exercise={speakingClearly!}
      countryId="uk"
      inviteCode="ABC123"
      childAge={childAge}
      onStart={onStart}
    />,
  );
  return onStart;
}

beforeEach(() => {
  capabilities.current = { synthesis: true, transcription: true, browserRecognition: false };
  microphone.refuse = false;
});
afterEach(() => {
  transcribe.mockReset();
});

describe('PracticeRecorder', () => {
  it('records, then shows what was heard with one tip and offers playback', async () => {
    transcribe.mockResolvedValue(heard('Hello I need some help please can you hear me'));
    const onStart = renderRecorder();
    await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop Recording' }));

    const take = await screen.findByRole('region', { name: 'Your recording' });
    expect(take).toHaveTextContent('“Hello I need some help please can you hear me”');
    // Ten words in five seconds.
    expect(take).toHaveTextContent('Clear and steady: about 120 words a minute.');
    expect(screen.getByRole('button', { name: 'Play My Recording' })).toBeInTheDocument();
    expect(transcribe).toHaveBeenCalledWith(expect.any(Blob), {
      inviteCode: 'ABC123',
      countryId: 'uk',
      sentence: 'Hello, I need some help, please. Can you hear me?',
    });
  });

  it('names the key words the child left out', async () => {
    transcribe.mockResolvedValue(heard('Hello I need some assistance now can you hear me'));
    renderRecorder();
    await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop Recording' }));
    expect(await screen.findByText(/Remember to say “help” and “please”/)).toBeInTheDocument();
  });

  it('shows words it was unsure of as a guess, without a tip that would judge them (ADR 054)', async () => {
    transcribe.mockResolvedValue({ text: 'my name is sam and i need', hearing: 'check', confidence: 0.6 });
    renderRecorder();
    await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop Recording' }));
    const take = await screen.findByRole('region', { name: 'Your recording' });
    expect(take).toHaveTextContent('What we think we heard“my name is sam and i need”');
    expect(take).toHaveTextContent("We weren't sure of every word.");
    expect(take).not.toHaveTextContent(/Your tip|Remember to say|very short/);
  });

  it('says kindly, in the child’s words, that nothing was heard, and shows no words or tip', async () => {
    transcribe.mockResolvedValue({ text: '', hearing: 'not-heard', confidence: 0.1 });
    renderRecorder(vi.fn(), 6);
    await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop Recording' }));
    const take = await screen.findByRole('region', { name: 'Your recording' });
    expect(take).toHaveTextContent("I didn't quite hear that. Try again, a bit louder.");
    expect(take).not.toHaveTextContent(/What we heard|Your tip|“/);
    expect(screen.getByRole('button', { name: 'Play My Recording' })).toBeInTheDocument();
  });

  it('offers playback only where the server cannot transcribe', async () => {
    capabilities.current = { synthesis: true, transcription: false, browserRecognition: true };
    renderRecorder();
    await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop Recording' }));
    expect(await screen.findByRole('button', { name: 'Play My Recording' })).toBeInTheDocument();
    expect(screen.getByText(/can you hear every word/)).toBeInTheDocument();
    expect(transcribe).not.toHaveBeenCalled();
  });

  it('still offers playback when the words could not be worked out', async () => {
    transcribe.mockRejectedValue(new Error('502'));
    renderRecorder();
    await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop Recording' }));
    expect(await screen.findByText(/couldn.t work out the words/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play My Recording' })).toBeInTheDocument();
  });

  it('says so when the microphone is refused', async () => {
    microphone.refuse = true;
    renderRecorder();
    await userEvent.click(screen.getByRole('button', { name: 'Start Recording' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The microphone is not allowed.');
    expect(screen.getByRole('button', { name: 'Start Recording' })).toBeInTheDocument();
  });
});
