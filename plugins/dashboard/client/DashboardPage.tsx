import { observer } from 'mobx-react-lite';
import { useConsole } from '../../../core/client/app';
import { HotLinkCard } from './HotLinkCard';
import { hotLinks } from './hotLinks';
import './dashboard.css';

/** /dashboard: the four product hot-link cards (spec §2 Dashboard page). */
const DashboardPage = observer(function DashboardPage() {
  const { auth, links } = useConsole();
  return (
    <div className="ac-hotlinks" data-testid="dashboard-page">
      {hotLinks((rule) => auth.can(rule), links).map((link) => (
        <HotLinkCard key={link.product} link={link} />
      ))}
    </div>
  );
});

export default DashboardPage;
