import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface AdminSearchProps {
  id: string;
  label: string;
  value: string;
  onSearch: (value: string) => void;
}

/** A search box of an admin list: searches on Enter or 'Ara' (not on every key, each search is a request). */
export function AdminSearch({ id, label, value, onSearch }: AdminSearchProps) {
  const { t } = useTranslation('admin');
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex w-full min-w-0 gap-2 sm:w-auto sm:min-w-64 sm:flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} type="search" value={text} placeholder={label} onChange={(event) => setText(event.target.value)} className="min-w-0" />
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">{t('actions.search')}</span>
      </Button>
    </form>
  );
}
