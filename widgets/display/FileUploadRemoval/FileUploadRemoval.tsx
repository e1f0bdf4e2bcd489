import { useIntl } from 'react-intl';
import { Icon } from '../../base';
import { classNames } from '../../base/classNames';
import { fileUploadRemovalMessages } from './messages';

export interface FileUploadRemovalProps {
  /** The uploaded file's name, shown and used in the remove button's name. */
  fileName: string;
  /** Called when the remove button is pressed. */
  onRemove: () => void;
  className?: string;
}

/** One uploaded file: its name and a button that removes it ('Datei rechnung.pdf entfernen'). */
export function FileUploadRemoval({ fileName, onRemove, className }: FileUploadRemovalProps) {
  const intl = useIntl();
  return (
    <div className={classNames('sp-file-removal', className)}>
      <Icon name="upload" size={16} className="sp-file-removal__icon" />
      <span className="sp-file-removal__name">{fileName}</span>
      <button
        type="button"
        className="sp-file-removal__remove"
        aria-label={intl.formatMessage(fileUploadRemovalMessages.remove, { fileName })}
        onClick={onRemove}
      >
        <Icon name="trash" size={16} />
      </button>
    </div>
  );
}
