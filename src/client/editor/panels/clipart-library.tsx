import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CreationContext } from '../../../shared/layout/creation-context.js';
import { createClipartElement } from '../../../shared/layout/create-clipart-element.js';
import { elementNameMaxLength } from '../../../shared/layout/element-base.js';
import type { LayoutElement } from '../../../shared/layout/layout-element.js';
import type { Allowance } from '../../../shared/plans/plan-types.js';
import { UiIcon } from '../../app/ui-icon.js';
import { clipartCategories, type ClipartCategory } from '../../catalog/clipart/clipart-categories.js';
import { clipartDisplayName } from '../../catalog/clipart/clipart-display-name.js';
import type { ClipartItem } from '../../catalog/clipart/clipart-item.js';
import { loadClipartCatalog } from '../../catalog/clipart/load-clipart-catalog.js';
import { loadImage, naturalAspectRatio } from './image-files.js';
import './clipart-library.css';

interface ClipartLibraryProps {
  context: CreationContext | null;
  allowance: Allowance;
  onAdd: (element: LayoutElement) => void;
  /** A clip-art picture could not be loaded: the message for the alert. */
  onError: (message: string) => void;
  /** The layout's theme (matrimonio, compleanno…): its category is the one shown first. */
  theme?: string;
}

/** Tile size in the grid, in CSS px. */
const tileSize = 48;

/**
 * The clip-art library (spec part 1 §2): category tabs, locked ones with a padlock and a link to
 * /abbonamenti, and a grid of pictures; a click adds the clip-art, sized by its natural ratio.
 */
export function ClipartLibrary({ context, allowance, theme, onAdd, onError }: ClipartLibraryProps) {
  const { t, i18n } = useTranslation();
  const items = useClipartCatalog();
  const categoryNames = t('editor.clipart.categoryNames', { returnObjects: true });
  const categoryLabel = (name: string) => {
    const key = name.toLowerCase();
    return Object.hasOwn(categoryNames, key) ? categoryNames[key as keyof typeof categoryNames] : name;
  };
  const displayName = (item: ClipartItem) => clipartDisplayName(item, i18n.language);
  const [chosen, setChosen] = useState<string | null>(null);
  const tabsId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const categories = items === null ? [] : clipartCategories(items, allowance);
  // Until a tab is chosen, the layout's own theme (a birthday layout opens on 'Compleanno'), if the plan has it.
  const themed = theme === undefined ? undefined : categories.find((category) => !category.locked && category.name.toLowerCase() === theme.toLowerCase());
  const active = categories.find((category) => category.name === chosen) ?? themed ?? categories.find((category) => !category.locked) ?? categories[0];

  const add = async (item: ClipartItem) => {
    if (context === null) return;
    try {
      const image = await loadImage(item.src);
      const aspectRatio = naturalAspectRatio(image);
      // Named after its picture, so its layer reads 'Anello' rather than 'Clipart'.
      const element = createClipartElement(context, { clipartId: item.id, src: item.src, keepRatio: item.keepRatio, ...(aspectRatio === undefined ? {} : { aspectRatio }) });
      onAdd({ ...element, name: displayName(item).slice(0, elementNameMaxLength) });
    } catch (error) {
      console.error('Clip-art image unavailable:', error);
      onError(t('editor.clipart.loadFailed', { name: displayName(item) }));
    }
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = categories.length - 1;
    const target = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = categories[(target + categories.length) % categories.length];
    if (next === undefined) return;
    setChosen(next.name);
    tabRefs.current.get(next.name)?.focus();
  };

  const tabId = (category: ClipartCategory) => `${tabsId}-tab-${categories.indexOf(category)}`;
  const panelId = `${tabsId}-panel`;

  return (
    <section className="clipart-library" aria-labelledby={`${tabsId}-title`}>
      <h3 id={`${tabsId}-title`} className="clipart-library__title">
        {t('editor.clipart.title')}
      </h3>
      {items === null ? (
        <p className="clipart-library__note">{t('editor.clipart.loading')}</p>
      ) : active === undefined ? (
        <p className="clipart-library__note">{t('editor.clipart.empty')}</p>
      ) : (
        <>
          <div className="clipart-library__tabs" role="tablist" aria-label={t('editor.clipart.categories')} aria-orientation="horizontal">
            {categories.map((category, index) => {
              const isActive = category === active;
              return (
                <button
                  key={category.name}
                  ref={(node) => {
                    if (node === null) tabRefs.current.delete(category.name);
                    else tabRefs.current.set(category.name, node);
                  }}
                  type="button"
                  role="tab"
                  id={tabId(category)}
                  aria-selected={isActive}
                  aria-controls={panelId}
                  tabIndex={isActive ? 0 : -1}
                  className={`clipart-library__tab${category.locked ? ' clipart-library__tab--locked' : ''}`}
                  data-locked={category.locked ? 'true' : undefined}
                  onClick={() => setChosen(category.name)}
                  onKeyDown={(event) => onTabKeyDown(event, index)}
                >
                  {category.locked && <UiIcon name="locked" size={14} className="clipart-library__padlock" />}
                  {categoryLabel(category.name)}
                  {category.locked && <span className="visually-hidden"> ({t('editor.clipart.locked')})</span>}
                </button>
              );
            })}
          </div>
          <div className="clipart-library__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(active)}>
            {active.locked ? (
              <div className="clipart-library__locked">
                <UiIcon name="locked" size={28} />
                <p>{t('editor.clipart.lockedText')}</p>
                <Link to="/abbonamenti" className="clipart-library__upgrade">
                  {t('editor.clipart.lockedLink')}
                </Link>
              </div>
            ) : (
              <ul className="clipart-library__grid">
                {items
                  .filter((item) => item.category === active.name)
                  .map((item) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        className="clipart-library__item"
                        disabled={context === null}
                        title={displayName(item)}
                        aria-label={t('editor.clipart.add', { name: displayName(item) })}
                        onClick={() => void add(item)}
                      >
                        <img src={item.src} alt={displayName(item)} loading="lazy" decoding="async" width={tileSize} height={tileSize} />
                      </button>
                    </li>
                  ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** The library, read once per mount; null while loading. A failure is an empty library. */
function useClipartCatalog(): ClipartItem[] | null {
  const [items, setItems] = useState<ClipartItem[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadClipartCatalog().then((loaded) => {
      if (isCurrent) setItems(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return items;
}
