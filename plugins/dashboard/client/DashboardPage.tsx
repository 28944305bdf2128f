export default function DashboardPage() { return null; }
