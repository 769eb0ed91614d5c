// The four questions parents ask us most often, answered on the contact page.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

export interface ContactFaq {
  question: string;
  answer: ReactNode;
}

export function contactFaqs(emergencyNumber: string): readonly ContactFaq[] {
  return [
    {
      question: 'Is a real number ever dialled?',
      answer: (
        <p>
          Never. Every CallReady call is a simulation with a pretend operator, and no real phone number is
          ever dialled. We also teach children never to call {emergencyNumber} just to practise, because that
          could stop someone who really needs help from getting through.
        </p>
      ),
    },
    {
      question: 'How do children log in?',
      answer: (
        <p>
          Children do not have accounts or passwords. When you add a child in your parent dashboard, you get
          an invite code of up to 8 letters and numbers. Your child types it in at{' '}
          <Link to={paths.childLogin}>Child Login</Link> to open their own training area. You can replace a
          code at any time if it is shared by mistake.
        </p>
      ),
    },
    {
      question: 'Can I cancel any time?',
      answer: (
        <p>
          Yes. Cancel from the Billing page whenever you like, or ask us to do it for you. There is no
          cancellation fee, and you keep full access until the end of the billing period you have already paid
          for.
        </p>
      ),
    },
    {
      question: "Is my child's voice stored?",
      answer: (
        <p>
          No. When your child answers out loud, the recording is turned into text on our own servers so we can
          score the answer, and then it is deleted. We keep the scores and feedback, never the audio. Our{' '}
          <Link to={paths.privacy}>privacy policy</Link> has the details.
        </p>
      ),
    },
  ];
}
