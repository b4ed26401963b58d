import { useState } from 'react';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { HorizontalSlider } from '../components/HorizontalSlider';
import { SideList, type SideListItem } from '../components/SideList';
import { TRUNCATION, truncate } from '../text/truncate';
import { DemoSection } from './DemoSection';

const NAMES = [
  'Busy parent who shops online late at night',
  'Student',
  'Retired engineer',
  'Small business owner with two shops',
  'Designer',
  'Nurse on night shifts',
  'Freelance developer',
  'Commuter',
];

function SampleCard({ name }: { name: string }) {
  return (
    <Card flush className="ui-kit__sample-card">
      <div className="ui-kit__sample-thumb" aria-hidden="true">
        {name[0]}
      </div>
      <p className="ui-kit__sample-name" title={name}>
        {truncate(name, TRUNCATION.cardName.smallDesktop)}
      </p>
    </Card>
  );
}

/** The project page's sliders, the editors' side list and cards. */
export function CollectionsDemo() {
  const [active, setActive] = useState('0');
  const [count, setCount] = useState(5);
  const cards = NAMES.map((name) => <SampleCard key={name} name={name} />);
  const sideItems: SideListItem[] = NAMES.slice(0, count).map((name, index) => ({
    key: String(index),
    name,
    active: String(index) === active,
    onSelect: () => setActive(String(index)),
  }));
  const sliderLabels = {
    prevLabel: 'Previous',
    nextLabel: 'Next',
    pageLabel: (n: number) => `Page ${n}`,
  };

  return (
    <>
      <DemoSection id="sliders" title="Horizontal sliders">
        <h3>Wide: 3 per page, arrows</h3>
        <HorizontalSlider
          label="User Personas"
          items={cards}
          perPage={3}
          narrow={false}
          {...sliderLabels}
        />
        <h3>Narrow: carousel with dots (swipe on touch screens)</h3>
        <div className="ui-kit__narrow">
          <HorizontalSlider
            label="Empathy Maps"
            items={cards}
            perPage={2}
            narrow
            {...sliderLabels}
          />
        </div>
        <h3>Empty</h3>
        <HorizontalSlider
          label="Competitor Analysis"
          items={[]}
          perPage={3}
          narrow={false}
          emptyText="Items were not found"
          {...sliderLabels}
        />
      </DemoSection>

      <DemoSection id="side-list" title="Side list and cards">
        <div className="ui-kit__columns">
          <SideList
            title="Empathy maps"
            items={sideItems}
            maxNameLength={TRUNCATION.sidebar[1]}
            addLabel="Create new"
            onAdd={() => setCount((value) => Math.min(NAMES.length, value + 1))}
            addDisabled={count >= NAMES.length}
            addDisabledTitle="Maximum feature amount exceeded"
            emptyText="Items list is empty"
          />
          <div className="ui-kit__stack">
            <Card title="A card with a title">
              <p>Cards group related content on a white surface.</p>
              <Button variant="secondary" size="sm" onClick={() => setCount(0)}>
                Empty the side list
              </Button>
            </Card>
            <Card>A card without a title.</Card>
          </div>
        </div>
      </DemoSection>
    </>
  );
}
