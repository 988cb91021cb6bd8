import type { Schemas } from '@privacy-portal/sdk';
import {
  type ScanLoginErrors,
  ScanLoginForm,
  type ScanLoginValues,
} from '@privacy-portal/ui/cookieConsent/ScanLoginForm';
import { useState } from 'react';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { problemSummary } from '../../../lib/problem.ts';
import { problemOf } from '../../../lib/queryClient.ts';
import type { PropertyPair } from '../categories/categories.queries.ts';
import { checkScanLogin, scanLoginInput, scanLoginProblem } from './scanLogin.ts';
import { useScanLogin, useScannerMutations } from './scanner.queries.ts';

interface ScanLoginSectionProps {
  pair: PropertyPair;
  canWrite: boolean;
  onDone: (message: string) => void;
}

/** Scan behind login (the plan allows it): the saved settings, saving, testing and forgetting them. */
export function ScanLoginSection({ pair, canWrite, onDone }: ScanLoginSectionProps) {
  const login = useScanLogin(pair, true);
  const { saveLogin, deleteLogin, checkLogin } = useScannerMutations();
  const [errors, setErrors] = useState<ScanLoginErrors | undefined>(undefined);
  const [summary, setSummary] = useState<string | null>(null);
  const [testResult, setTestResult] = useState<Schemas['ScanLoginResult'] | null>(null);

  if (login.data === undefined) {
    if (login.isError) {
      return (
        <LoadFailed
          what="the login settings"
          message={problemOf(login.error).message}
          onRetry={() => void login.refetch()}
        />
      );
    }
    return <p role="status">Loading the login settings</p>;
  }

  async function save(values: ScanLoginValues) {
    setSummary(null);
    setTestResult(null);
    try {
      await saveLogin.mutateAsync({ params: { path: { propid: pair.pid } }, body: scanLoginInput(values) });
      setErrors(undefined);
      onDone('The login settings are saved; the password is stored encrypted.');
    } catch (error) {
      const explained = scanLoginProblem(problemOf(error));
      setErrors(explained.errors);
      setSummary(explained.summary);
    }
  }

  async function test() {
    setTestResult(null);
    try {
      const { response } = await checkLogin.mutateAsync({ body: { pid: pair.pid } });
      setTestResult(response);
    } catch (error) {
      setTestResult({ ok: false, message: problemSummary(problemOf(error), { verbatim: true }) });
    }
  }

  async function forget() {
    try {
      await deleteLogin.mutateAsync({ params: { path: { propid: pair.pid } } });
      setTestResult(null);
      onDone('The login settings and the stored password are deleted.');
    } catch (error) {
      setSummary(problemSummary(problemOf(error), { verbatim: true }));
    }
  }

  return (
    <ScanLoginForm
      login={login.data}
      busy={saveLogin.isPending}
      testing={checkLogin.isPending}
      deleting={deleteLogin.isPending}
      testResult={testResult}
      errors={errors}
      summary={summary}
      validate={checkScanLogin}
      {...(canWrite
        ? {
            onSave: (values: ScanLoginValues) => void save(values),
            onTest: () => void test(),
            onDelete: () => void forget(),
          }
        : {})}
    />
  );
}
