import { useEffect, useEffectEvent, useState } from 'react';

/**
 * The file of a module's export job as a link on a list page. The file is fetched once when the job
 * has succeeded (the call needs the token, so a plain link would not do) and its object URL is let go
 * when the job changes or the page closes. `problem` says why starting or fetching failed.
 */
export function useExportDownload<Job extends { status: string }>(
  job: Job | null | undefined,
  fileUrl: (job: Job) => Promise<string>,
) {
  const [downloadUrl, setDownloadUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const finished = job?.status === 'succeeded' ? job : null;
  const fetchFile = useEffectEvent((done: Job) => fileUrl(done));

  useEffect(() => {
    if (!finished) return;
    let url: string | null = null;
    let live = true;
    fetchFile(finished).then(
      (made) => {
        url = made;
        if (live) setDownloadUrl(made);
        else URL.revokeObjectURL(made);
      },
      (err: unknown) => live && setProblem(err instanceof Error ? err.message : String(err)),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [finished]);

  return {
    downloadUrl,
    problem,
    /** A new export is asked for: the last one's link and problem go. */
    restart: () => {
      setProblem(null);
      setDownloadUrl(null);
    },
    /** Starting the export was refused. */
    fail: setProblem,
  };
}
