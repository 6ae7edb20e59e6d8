/**
 * The way back up a folder tree: the top, each folder above, and the open folder marked as the
 * current one. The folder browser marks it as the page; the Move dialog as a location within it.
 */
interface Place {
  id: string;
  name: string;
}

export function FolderTrail({
  label,
  top,
  current,
  folder,
  breadcrumbs,
  onOpen,
}: {
  label: string;
  /** The top level's name. */
  top: string;
  current: 'page' | 'location';
  folder: Place | null | undefined;
  breadcrumbs: readonly Place[];
  onOpen: (folderId: string | null) => void;
}) {
  return (
    <nav aria-label={label}>
      <ol className="breadcrumbs">
        <li>
          {folder ? (
            <button type="button" className="link-button" onClick={() => onOpen(null)}>
              {top}
            </button>
          ) : (
            <span aria-current={current}>{top}</span>
          )}
        </li>
        {breadcrumbs.map((crumb) => (
          <li key={crumb.id}>
            <button type="button" className="link-button" onClick={() => onOpen(crumb.id)}>
              {crumb.name}
            </button>
          </li>
        ))}
        {folder && (
          <li>
            <span aria-current={current}>{folder.name}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
