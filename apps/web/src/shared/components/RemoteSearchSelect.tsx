// A select whose options are searched and paged on the server (issue 26): every picker of people,
// applications, tenants and engagements. The typed text is sent after a pause from its first
// character (an e-mail's first letters already narrow 5,000 users); the next page loads when the list
// is scrolled to its end or its last option, "Show more", is chosen (by mouse or keyboard). A chosen
// value keeps its label when the current search no longer holds it, and a preset value (a tenant
// given by the page) shows its name from `knownLabels` before any page is loaded.
import { useRef, useState, type UIEvent } from 'react';
import { Select, Spin, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UsePickerPages } from '../api/pickers/pickerPages';
import { useDebouncedValue } from '../hooks/useDebouncedValue';

/** Long enough to let a typist finish a word, short enough to feel immediate. */
export const PICKER_DEBOUNCE_MS = 300;
/** Pixels from the list's end at which the next page is asked for. */
const NEAR_END_PX = 48;
/** The value of the "Show more" option: never a real id (ids are UUIDs, e-mails, GUIDs). */
const MORE = '\u0000more';

export interface PickerOption {
  value: string;
  label: string;
  title?: string;
  disabled?: boolean;
}

type Value = string | string[] | null | undefined;

export interface RemoteSearchSelectProps<T> extends Omit<
  SelectProps<Value, PickerOption>,
  'options' | 'showSearch' | 'labelRender' | 'onPopupScroll' | 'notFoundContent' | 'open' | 'onOpenChange'
> {
  /** The entity's pages (useUserChoices, useTenantChoices, ...). */
  useChoices: UsePickerPages<T>;
  toOption: (item: T) => PickerOption;
  /** Labels of values that may be in no loaded page: a preset, a value chosen before. */
  knownLabels?: Readonly<Record<string, string>>;
  /** Offered before the server's options whatever the search ("no engagement"). */
  leadingOptions?: PickerOption[];
  /** Offered after them (a "create user" choice the caller derives from the search). */
  trailingOptions?: PickerOption[];
  /** The search as it is sent (after the pause, trimmed): for the caller's own questions. */
  onSearchChange?: (search: string) => void;
  testId?: string;
}

export function RemoteSearchSelect<T>({
  useChoices,
  toOption,
  knownLabels,
  leadingOptions = [],
  trailingOptions = [],
  onSearchChange,
  testId,
  onChange,
  disabled,
  loading,
  ...rest
}: RemoteSearchSelectProps<T>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), PICKER_DEBOUNCE_MS, onSearchChange);
  // Asked once the list is opened or a value is to be labelled, never for a disabled field.
  const [wanted, setWanted] = useState(false);
  const choices = useChoices(search, wanted && !disabled);
  // Every label seen stays known, so a chosen value is named after its page is gone.
  const labels = useRef(new Map<string, string>());
  // Set while "Show more" is being chosen: the list stays open and the value unchanged.
  const choosingMore = useRef(false);

  const items = (choices.data?.pages ?? []).flatMap((page) => page.results);
  const total = choices.data?.pages.at(-1)?.meta.totalItems ?? 0;
  const options = [...leadingOptions, ...items.map(toOption), ...trailingOptions];
  for (const [value, label] of Object.entries(knownLabels ?? {})) labels.current.set(value, label);
  for (const option of options) labels.current.set(option.value, option.label);
  const more: PickerOption[] = choices.hasNextPage
    ? [{ value: MORE, label: t('picker.more', { shown: items.length, total }) }]
    : [];

  const loadMore = () => {
    if (choices.hasNextPage && !choices.isFetchingNextPage) void choices.fetchNextPage();
  };
  const nearEnd = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END_PX) loadMore();
  };
  const pending = choices.isPending && wanted;

  return (
    <Select<Value, PickerOption>
      {...rest}
      data-testid={testId}
      disabled={disabled}
      open={open}
      onOpenChange={(next) => {
        if (!next && choosingMore.current) {
          choosingMore.current = false;
          return;
        }
        if (next) setWanted(true);
        setOpen(next);
      }}
      onFocus={(event) => {
        setWanted(true);
        rest.onFocus?.(event);
      }}
      showSearch={{
        searchValue: typed,
        onSearch: setTyped,
        filterOption: false,
        autoClearSearchValue: false,
      }}
      options={[...options, ...more]}
      labelRender={({ value, label }) => labels.current.get(String(value)) ?? label ?? value}
      loading={loading || pending || choices.isFetching}
      onPopupScroll={nearEnd}
      notFoundContent={
        pending || (choices.isFetching && items.length === 0) ? (
          <Spin size="small" aria-label={t('picker.loading')} />
        ) : search ? (
          t('picker.noMatch', { search })
        ) : (
          t('picker.empty')
        )
      }
      onChange={(value, option) => {
        const chosen = Array.isArray(value) ? value : [value];
        if (chosen.includes(MORE)) {
          // A single select closes on a choice; a multiple one stays open by itself.
          choosingMore.current = rest.mode !== 'multiple';
          loadMore();
          return;
        }
        setTyped('');
        onChange?.(value, option);
      }}
    />
  );
}
