import { useLoadedModule } from '@console/shared';
import { Alert, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { XmlMark } from './monaco-xml-editor';

const loadXmlEditor = () => import('./monaco-xml-editor');

/** Typing comes in bursts: the diagram follows once the text rests. */
const QUIET_MS = 400;

/**
 * The diagram as XML, editable: once the text rests it becomes the diagram, unless the reader
 * refuses it; then its error shows, marked at its line, and the diagram stays as it was.
 */
export function XmlPane(props: { xml: string; apply: (xml: string) => Promise<XmlMark | null> }) {
  const { t } = useTranslation('modeler');
  const XmlEditor = useLoadedModule(loadXmlEditor)?.default;
  const [mark, setMark] = useState<XmlMark | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const apply = useRef(props.apply);
  useEffect(() => {
    apply.current = props.apply;
  }, [props.apply]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void apply.current(text).then(setMark), QUIET_MS);
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', width: '100%' }}>
      {mark && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('editor.xmlError', { line: mark.line, column: mark.column })}
          description={mark.message}
        />
      )}
      <div style={{ flex: 1, minHeight: 0 }}>
        {XmlEditor ? (
          <XmlEditor
            value={props.xml}
            onChange={onChange}
            mark={mark}
            ariaLabel={t('editor.xmlView')}
          />
        ) : (
          <Spin />
        )}
      </div>
    </div>
  );
}
