// The header's search entry. Until the search panel exists it takes the user to the markets list,
// where every pair can be found.
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../ui/IconButton.tsx';
import { SearchIcon } from './icons.tsx';

export function SearchButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <IconButton label={t('header.search')} onClick={() => navigate('/market/main')}>
      <SearchIcon />
    </IconButton>
  );
}
