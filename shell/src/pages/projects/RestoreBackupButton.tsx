import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from 'editor-kit/queries';
import { projectPath } from 'editor-kit/routes';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiFetch } from 'shared-auth';
import { Button, useToast } from 'shared-ui';
import { messageOfError } from '../../api/errors';
import { useTranslation } from '../../i18n';

/**
 * 'Restore from backup' (issue H5): a backup file (the project page's 'Download backup',
 * from this site or another) becomes a new project, which opens. The server checks the
 * whole file first; a refusal says what is wrong and nothing is created.
 */
export function RestoreBackupButton({ disabled, title }: { disabled: boolean; title?: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [restoring, setRestoring] = useState(false);

  const restore = async (file: File) => {
    setRestoring(true);
    try {
      // The file's text as it is: the server reads and checks it whole.
      const response = await apiFetch('/api/projects/restore', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: await file.text(),
      });
      const body = (await response.json().catch(() => null)) as {
        SK?: string;
        message?: string;
      } | null;
      if (!response.ok || !body?.SK) {
        throw new ApiError(response.status, body?.message ?? '', body);
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.projects });
      toast.show('success', t('handOff.restore.restored'));
      navigate(projectPath(body.SK));
    } catch (error) {
      toast.show('error', messageOfError(error, t('handOff.restore.error')));
    } finally {
      setRestoring(false);
    }
  };

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => input.current?.click()}
        loading={restoring}
        disabled={disabled}
        title={title}
      >
        {restoring ? t('handOff.restore.restoring') : t('handOff.restore.action')}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={t('handOff.restore.action')}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared, so choosing the same file again is a new choice.
          event.currentTarget.value = '';
          if (file) void restore(file);
        }}
      />
    </>
  );
}
