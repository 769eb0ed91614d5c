import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rateResponse } from '@callready/core';
import { AnswerFeedback } from './answer-feedback';

describe('AnswerFeedback', () => {
  it('praises what the answer did first, then the star line, then exactly one tip', () => {
    const rating = rateResponse('we are on Oak Road', { kind: 'address', childAge: 9, spelling: 'british' });
    render(<AnswerFeedback rating={rating} onContinue={vi.fn()} />);

    const praise = screen.getByText('You gave the street name.');
    const tip = screen.getByText('Add the house number if you know it.');
    const line = screen.getByText(rating.feedback);
    expect(praise.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(line.compareDocumentPosition(tip) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText('Try this next time')).toHaveLength(1);
  });

  it('shows a rating stored before praise existed without an empty line', () => {
    const rating = { ...rateResponse('12 Oak Road', { kind: 'address' }), praise: '' };
    render(<AnswerFeedback rating={rating} onContinue={vi.fn()} />);
    expect(screen.getByText(rating.feedback)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('rates a typed answer for its details only, and says why Clear and Calm have no stars', () => {
    const rating = rateResponse('12 Oak Road', { kind: 'address', childAge: 8, answeredBy: 'typed' });
    render(<AnswerFeedback rating={rating} onContinue={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'How your answer did' });
    expect(list).toHaveTextContent(/Clear\s*Not rated/);
    expect(list).toHaveTextContent(/Calm\s*Not rated/);
    expect(screen.getByText(/You typed this answer/)).toBeInTheDocument();
  });

  it('rates words the child checked with us for their details only, and says why (ADR 054)', () => {
    const rating = rateResponse('12 Oak Road', { kind: 'address', childAge: 6, answeredBy: 'checked' });
    render(<AnswerFeedback rating={rating} onContinue={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'How your answer did' });
    expect(list).toHaveTextContent(/Clear\s*Not rated/);
    expect(list).toHaveTextContent(/Calm\s*Not rated/);
    expect(screen.getByText(/We checked the words with you/)).toBeInTheDocument();
  });

  it('gives a spoken answer stars for all three, with no note', () => {
    const rating = rateResponse('12 Oak Road', { kind: 'address', childAge: 8, answeredBy: 'voice' });
    render(<AnswerFeedback rating={rating} onContinue={vi.fn()} />);
    expect(screen.queryByText('Not rated')).not.toBeInTheDocument();
    expect(
      screen.queryByText(/You typed this answer|You tapped this answer|We checked the words/),
    ).not.toBeInTheDocument();
  });
});
