import { useEffect, useImperativeHandle, type Ref } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const { signInEmail, refresh, navigate, captchaReset, toast } = vi.hoisted(() => ({
  signInEmail: vi.fn(),
  refresh: vi.fn(async () => undefined),
  navigate: vi.fn(),
  captchaReset: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock('@/lib/auth/auth-client', () => ({ authClient: { signIn: { email: signInEmail } } }));
vi.mock('@/lib/auth/auth-context', () => ({ useAuth: () => ({ refresh }) }));
vi.mock('react-router', async (original) => ({
  ...(await original<typeof import('react-router')>()),
  useNavigate: () => navigate,
}));
vi.mock('sonner', () => ({ toast }));
// A security check that is solved at once; the form asks it for a fresh check after a refusal.
vi.mock('@/components/security-check/security-check', () => ({
  SecurityCheck: ({
    ref,
    onTokenChange,
  }: {
    ref?: Ref<{ reset: () => void }>;
    onTokenChange: (token: string | null) => void;
  }) => {
    useImperativeHandle(ref, () => ({ reset: captchaReset }));
    useEffect(() => onTokenChange('solved'), [onTokenChange]);
    return null;
  },
}));

const { SignInForm } = await import('./sign-in-form');

/** An answer the test gives when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function fillAndSubmit() {
  render(<SignInForm />);
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
    target: { value: ' parent@example.com ' },
  });
  fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), {
    target: { value: 'wrong-password' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => vi.clearAllMocks());

describe('the parent sign-in form', () => {
  it('shows the sign-in under way, then after a refusal clears the password for another try', async () => {
    const answer = deferred<{ data: null; error: unknown }>();
    signInEmail.mockReturnValueOnce(answer.promise);
    fillAndSubmit();

    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(signInEmail).toHaveBeenCalledWith(
      { email: 'parent@example.com', password: 'wrong-password' },
      { headers: { 'x-captcha-response': 'solved' } },
    );

    await act(async () =>
      answer.resolve({
        data: null,
        error: { status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      }),
    );

    const idle = await screen.findByRole('button', { name: 'Sign In' });
    expect(idle).not.toHaveAttribute('aria-busy');
    expect(toast.error).toHaveBeenCalledWith('Sign in failed', expect.objectContaining({ duration: 6_000 }));
    expect(captchaReset).toHaveBeenCalledTimes(1);
    const password = screen.getByLabelText('Password', { selector: 'input' });
    expect(password).toHaveValue('');
    await waitFor(() => expect(password).toHaveFocus());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays busy until the session is read again, then leaves for the dashboard', async () => {
    signInEmail.mockResolvedValueOnce({ data: {}, error: null });
    const sessionRead = deferred<undefined>();
    refresh.mockReturnValueOnce(sessionRead.promise);
    fillAndSubmit();

    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(navigate).not.toHaveBeenCalled();

    await act(async () => sessionRead.resolve(undefined));
    expect(navigate).toHaveBeenCalledWith(expect.any(String), { replace: true });
    expect(toast.error).not.toHaveBeenCalled();
  });
});
