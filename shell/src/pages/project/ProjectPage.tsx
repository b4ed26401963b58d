import './project.css';
import { projectPath } from 'editor-kit/routes';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toRouteKey } from 'shared-contracts';
import { Button, FullPageSpinner } from 'shared-ui';
import { useProject } from '../../api/projects';
import { useTranslation } from '../../i18n';
import { ProjectView } from './ProjectView';
import { projectKeyFromRoute } from './route-key';

/** `/project/{SK}` (spec §2 'Project page'): loads the project named by the address. */
export default function ProjectPage() {
  const { t } = useTranslation();
  const { sk } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const projectSK = projectKeyFromRoute(sk, hash);
  const project = useProject(projectSK);

  // An old link with a raw '#' (or an upper-case id) is rewritten to the address routes
  // use, so reloading, sharing and "back" all see one form.
  useEffect(() => {
    if (projectSK && sk !== toRouteKey(projectSK)) {
      navigate(projectPath(projectSK), { replace: true });
    }
  }, [projectSK, sk, navigate]);

  if (!projectSK) {
    return (
      <section className="shell-panel" role="alert">
        <h1>{t('project.notFound')}</h1>
        <Link to="/projects" className="ui-button ui-button--primary ui-button--md">
          {t('project.backToProjects')}
        </Link>
      </section>
    );
  }
  if (project.isPending) return <FullPageSpinner label={t('project.loading')} />;
  if (project.isError) {
    return (
      <section className="shell-panel" role="alert">
        <h1 className="project-error__title">{t('project.loadError')}</h1>
        <div className="project-error__actions">
          <Button variant="secondary" onClick={() => void project.refetch()}>
            {t('project.retry')}
          </Button>
          <Link to="/projects" className="ui-button ui-button--ghost ui-button--md">
            {t('project.backToProjects')}
          </Link>
        </div>
      </section>
    );
  }
  return <ProjectView key={project.data.SK} project={project.data} />;
}
