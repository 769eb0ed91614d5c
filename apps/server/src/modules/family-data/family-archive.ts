// The export as one zip: the whole record as JSON, and a CSV per table for spreadsheets.
import { strToU8, zipSync } from 'fflate';
import { toCsv } from './csv';
import type { FamilyExport } from './family-export';

type Call = FamilyExport['calls'][number];
type Child = FamilyExport['children'][number];

const README = `CallReady data export

callready-data.json  everything below in one file, including each answer's rating
account.csv          your parent account and profile
children.csv         each child, with their invite code
calls.csv            every saved practice call (stars 1-5, scores 0-100)
emails.csv           the e-mails we sent you (subject and time; the contents are not kept)
`;

export function familyArchive(data: FamilyExport): Uint8Array {
  const account = toCsv(
    [
      { header: 'name', value: (row: FamilyExport) => row.account.name },
      { header: 'email', value: (row) => row.account.email },
      { header: 'email_verified', value: (row) => row.account.emailVerified },
      { header: 'birth_year', value: (row) => row.account.birthYear },
      { header: 'country_code', value: (row) => row.profile?.countryCode },
      { header: 'plan', value: (row) => row.subscription?.tier ?? 'free' },
      { header: 'created_at', value: (row) => row.account.createdAt },
    ],
    [data],
  );
  const children = toCsv(
    [
      { header: 'id', value: (row: Child) => row.id },
      { header: 'name', value: (row) => row.name },
      { header: 'age', value: (row) => row.age },
      { header: 'relationship', value: (row) => row.relationship },
      { header: 'country_code', value: (row) => row.countryCode },
      { header: 'invite_code', value: (row) => row.inviteCode },
      { header: 'active', value: (row) => row.active },
      { header: 'created_at', value: (row) => row.createdAt },
    ],
    data.children,
  );
  const calls = toCsv(
    [
      { header: 'id', value: (row: Call) => row.id },
      { header: 'child_id', value: (row) => row.childId },
      { header: 'child_name', value: (row) => row.childName },
      { header: 'scenario_type', value: (row) => row.scenarioType },
      { header: 'scenario_id', value: (row) => row.scenarioId },
      { header: 'completion_date', value: (row) => row.completionDate },
      { header: 'overall_stars', value: (row) => row.overallStars },
      { header: 'clarity_score', value: (row) => row.clarityScore },
      { header: 'calmness_score', value: (row) => row.calmnessScore },
      { header: 'accuracy_score', value: (row) => row.accuracyScore },
      { header: 'service_selection_score', value: (row) => row.serviceSelectionScore },
      { header: 'time_taken_seconds', value: (row) => row.timeTakenSeconds },
      { header: 'answers_rated', value: (row) => row.responseRatings.length },
    ],
    data.calls,
  );
  const emails = toCsv(
    [
      { header: 'subject', value: (row: FamilyExport['emailsSent'][number]) => row.subject },
      { header: 'sent_at', value: (row) => row.sentAt },
    ],
    data.emailsSent,
  );
  return zipSync({
    'README.txt': strToU8(README),
    'callready-data.json': strToU8(`${JSON.stringify(data, null, 2)}\n`),
    'account.csv': strToU8(account),
    'children.csv': strToU8(children),
    'calls.csv': strToU8(calls),
    'emails.csv': strToU8(emails),
  });
}
