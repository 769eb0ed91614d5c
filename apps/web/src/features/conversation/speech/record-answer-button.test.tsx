import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpeechCapabilities } from '@callready/contract';
import {
  RecordAnswerButton,
  RecordAnswerControl,
  useAnswerListener,
  type RecordAnswerButtonProps,
} from './record-answer-button';
import type { AnswerContext } from './transcribe-api';

const capabilities = vi.hoisted(() => ({
  current: { synthesis: false, transcription: false, browserRecognition: false } as SpeechCapabilities,
}));
vi.mock('@/lib/speech/capabilities', () => ({
  speechCapabilities: () => Promise.resolve(capabilities.current),
}));

/** The button as the answer box uses it: who listens is asked of the server first. */
function ListeningRecordButton(props: RecordAnswerButtonProps) {
  return <RecordAnswerButton listener={useAnswerListener()} {...props} />;
}

describe('RecordAnswerControl', () => {
  it('idle: offers Record Answer, which starts recording', async () => {
    const onStart = vi.fn();
    const onStop = vi.fn();
    render(<RecordAnswerControl state="idle" onStart={onStart} onStop={onStop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Record Answer' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onStop).not.toHaveBeenCalled();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('recording: offers Stop Recording and shows the microphone level', async () => {
    const onStart = vi.fn();
    const onStop = vi.fn();
    render(<RecordAnswerControl state="recording" level={0.42} onStart={onStart} onStop={onStop} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop Recording' }));
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toHaveAttribute('aria-valuenow', '42');
  });

  it('recording without a measurable level: says it is listening instead', () => {
    render(<RecordAnswerControl state="recording" onStart={vi.fn()} onStop={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Listening… press Stop Recording when you have finished.',
    );
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('processing: the button waits, disabled, while the answer is transcribed', () => {
    render(<RecordAnswerControl state="processing" onStart={vi.fn()} onStop={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Listening to your answer…' })).toBeDisabled();
  });
});

describe('RecordAnswerButton', () => {
  const context: AnswerContext = {
    inviteCode: 'ABCD2345',
    scenarioType: '999',
    scenarioId: 'house-fire',
    questionId: 'house-fire/address',
    countryId: 'uk',
  };

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows no button when nobody can listen: typing always works', async () => {
    capabilities.current = { synthesis: true, transcription: false, browserRecognition: false };
    const { container } = render(<ListeningRecordButton context={context} onTranscript={vi.fn()} />);
    // Let the capabilities answer arrive before looking.
    await act(() => Promise.resolve());
    expect(container).toBeEmptyDOMElement();
  });

  it('offers recording when this server transcribes and the browser can record', async () => {
    capabilities.current = { synthesis: true, transcription: true, browserRecognition: false };
    vi.stubGlobal('MediaRecorder', class {});
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } });
    render(<ListeningRecordButton context={context} onTranscript={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Record Answer' })).toBeEnabled();
  });
});
