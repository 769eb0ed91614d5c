// The contact page's notice and cards: how to reach support, and who runs CallReady.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Building2, TriangleAlert } from 'lucide-react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { COMPANY } from '@/config/site';
import { paths } from '@/lib/paths';

export function EmergencyNotice({ emergencyNumber }: { emergencyNumber: string }) {
  return (
    <div className="border-b border-red-200 bg-emergency-soft">
      <div className="mx-auto flex w-full max-w-6xl items-start gap-3 px-4 py-4 text-red-900 sm:px-6 lg:px-8">
        <TriangleAlert className="mt-0.5 size-6 shrink-0 text-emergency" aria-hidden="true" />
        <p className="leading-relaxed">
          <strong>In an emergency, call {emergencyNumber} now.</strong> CallReady is a training service, so
          our support team cannot send help.
        </p>
      </div>
    </div>
  );
}
export function ContactCard({
  icon,
  title,
  description,
  children,
  footer,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <span className="mb-2 inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary [&_svg]:size-6">
          {icon}
        </span>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">{children}</CardContent>
      {footer && <CardFooter>{footer}</CardFooter>}
    </Card>
  );
}
export function CompanyInformation() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-6 text-primary" aria-hidden="true" />
          Company Information
        </CardTitle>
        <CardDescription>Who runs CallReady</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 leading-relaxed">
        <p>
          <strong>{COMPANY.legalName}</strong>
          <br />A private limited company. {COMPANY.registration}
        </p>
        <p className="text-slate-700">
          CallReady is a simulated training service for children aged 5 to 16. No real phone number is ever
          dialled.
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 font-semibold">
          <li>
            <Link to={paths.privacy} className="text-primary underline-offset-4 hover:underline">
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link to={paths.terms} className="text-primary underline-offset-4 hover:underline">
              Terms of Service
            </Link>
          </li>
          <li>
            <Link to={paths.cookies} className="text-primary underline-offset-4 hover:underline">
              Cookie Policy
            </Link>
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
