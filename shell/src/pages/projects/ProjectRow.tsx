import { projectPath } from 'editor-kit/routes';
import type { Ref } from 'react';
import { Link } from 'react-router';
import type { Project } from 'shared-contracts';
import { IconButton, PencilIcon, TrashIcon, truncate } from 'shared-ui';
import { siteEditors } from '../../editors/site-editors';
import { useTranslation } from '../../i18n';
import { formatLastChange, projectInitial, projectThumbnails } from './project-list';

interface ProjectRowProps {
  project: Project;
  descriptionLimit: number;
  onEdit(project: Project): void;
  onDelete(project: Project): void;
  /** The name link, for the list to move the focus to after a neighbour is deleted. */
  linkRef?: Ref<HTMLAnchorElement>;
}

/**
 * One row of the projects list (spec §2). The name is a link stretched over the whole
 * row, so a click anywhere on it opens the project and the keyboard reaches it with Tab
 * and Enter; the pencil and bin sit above that link.
 */
export function ProjectRow({
  project,
  descriptionLimit,
  onEdit,
  onDelete,
  linkRef,
}: ProjectRowProps) {
  const { t } = useTranslation();
  const thumbnails = projectThumbnails(project, siteEditors().editors);
  const description = project.description.trim();
  const shownDescription = truncate(description, descriptionLimit);
  const lastChange = formatLastChange(project.UPDATED_AT);
  return (
    <tr className="projects-row">
      <td>
        <div className="projects-row__main">
          <div
            className={`projects-thumb projects-thumb--${Math.max(1, thumbnails.length)}`}
            aria-hidden="true"
          >
            {thumbnails.length > 0 ? (
              thumbnails.map((src) => (
                <img key={src} src={src} alt="" loading="lazy" decoding="async" />
              ))
            ) : (
              <span className="projects-thumb__initial">{projectInitial(project.name)}</span>
            )}
          </div>
          <div className="projects-row__text">
            <Link
              ref={linkRef}
              to={projectPath(project.SK)}
              className="projects-row__link"
              aria-label={t('projects.open', { name: project.name })}
            >
              {project.name}
            </Link>
            {description !== '' && (
              <p
                className="projects-row__description"
                title={shownDescription !== description ? description : undefined}
              >
                {shownDescription}
              </p>
            )}
            {/* Narrow screens drop the date column; the date moves under the name. A
                span, not a second <time>: the row has one date, in its own cell. */}
            <span className="projects-row__date-inline">{lastChange}</span>
          </div>
        </div>
      </td>
      <td className="projects-row__date">
        <time dateTime={new Date(project.UPDATED_AT).toISOString()}>{lastChange}</time>
      </td>
      <td className="projects-row__actions">
        <IconButton
          label={t('projects.edit', { name: project.name })}
          onClick={() => onEdit(project)}
        >
          <PencilIcon />
        </IconButton>
        <IconButton
          label={t('projects.delete', { name: project.name })}
          variant="danger"
          onClick={() => onDelete(project)}
        >
          <TrashIcon />
        </IconButton>
      </td>
    </tr>
  );
}
