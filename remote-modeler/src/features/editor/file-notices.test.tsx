import type { Lang } from '@console/shared';
import { renderScreen, setupI18n, setupUser } from '@console/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MODELER_NAMESPACE, modelerTranslations } from '../../i18n';
import { DiagramSwitch } from './diagram-switch';
import { ImportWarnings } from './import-warnings';

const WARNINGS = [
  { message: 'unsupported document encoding <ISO-8859-1>, falling back to UTF-8' },
  {
    message:
      'unparsable content <bpmn:foo> detected\n\tline: 4\n\tcolumn: 2\n\tnested error: unknown type <bpmn:Foo>',
  },
];

function Dismissible() {
  const [shown, setShown] = useState(WARNINGS);
  return <ImportWarnings warnings={shown} onClose={() => setShown([])} />;
}

describe('the warnings of an opened file (issue 25 §2)', () => {
  it('counts and lists them above the canvas, until dismissed', async () => {
    await setupI18n(MODELER_NAMESPACE, modelerTranslations);
    renderScreen(<Dismissible />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The file opened with 2 warnings');
    const items = within(alert).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'unsupported document encoding <ISO-8859-1>, falling back to UTF-8',
      'unparsable content <bpmn:foo> detected: unknown type <bpmn:Foo> (line 5)',
    ]);
    await setupUser().click(screen.getByRole('button', { name: 'Dismiss the warnings' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each<[Lang, string, string]>([
    ['fr-CA', 'Le fichier s’est ouvert avec 1 avertissement', 'lu comme UTF-8'],
    ['zh-CN', '文件已打开，有 1 个警告', '按 UTF-8 读取'],
  ])('says them in %s', async (lang, title, encoding) => {
    await setupI18n(MODELER_NAMESPACE, modelerTranslations, lang);
    renderScreen(<ImportWarnings warnings={WARNINGS.slice(0, 1)} onClose={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(title);
    expect(screen.getByRole('listitem')).toHaveTextContent(encoding);
  });

  it('shows nothing for a file read without warnings', async () => {
    await setupI18n(MODELER_NAMESPACE, modelerTranslations);
    renderScreen(<ImportWarnings warnings={[]} onClose={() => undefined} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the choice of diagram (issue 25 §2)', () => {
  const OPTIONS = [
    { index: 0, label: 'Order handling' },
    { index: 2, label: 'Invoices' },
  ];

  it('lets the keyboard choose another diagram, labelled by its name', async () => {
    await setupI18n(MODELER_NAMESPACE, modelerTranslations);
    const onChoose = jest.fn();
    renderScreen(<DiagramSwitch options={OPTIONS} shown={0} onChoose={onChoose} />);
    const choice = screen.getByRole('combobox', { name: 'Diagram shown' });
    expect(screen.getByTitle('Order handling')).toBeInTheDocument();
    const user = setupUser();
    await user.tab();
    expect(choice).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('option', { name: 'Invoices' })).toBeInTheDocument();
    // rc-select's list reads the keys' `which`, which user-event does not set.
    fireEvent.keyDown(choice, { key: 'ArrowDown', which: 40, keyCode: 40 });
    fireEvent.keyDown(choice, { key: 'Enter', which: 13, keyCode: 13 });
    expect(onChoose).toHaveBeenCalledWith(2, expect.anything());
  });

  it('is not there for a file with one diagram', async () => {
    await setupI18n(MODELER_NAMESPACE, modelerTranslations);
    renderScreen(<DiagramSwitch options={OPTIONS.slice(0, 1)} shown={0} onChoose={jest.fn()} />);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
