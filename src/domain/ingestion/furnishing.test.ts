import { describe, expect, it } from 'vitest';
import { extractFurnishing } from './furnishing.ts';
import { foldText } from './text.ts';

const furnishing = (text: string) => extractFurnishing(foldText(text));

describe('extractFurnishing', () => {
  it.each([
    ['Gemeubileerde kamer te huur', 'furnished'],
    ['De studio wordt volledig gemeubileerd opgeleverd', 'furnished'],
    ['Studio, fully furnished', 'furnished'],
    ['Furnished room in Oost', 'furnished'],
    ['Prijs is inclusief meubels', 'furnished'],
    ['Room with furniture, shared kitchen', 'furnished'],
    ['Gestoffeerd en gemeubileerd', 'furnished'],
    ['Gemeubileerd (evt. gestoffeerd in overleg)', 'furnished'],
    ['Kamer, gemeubeld, 12 m2', 'furnished'],
    ['Het appartement is volledig ingericht', 'furnished'],
    ['Volledig ingerichte studio aan de rand van de stad', 'furnished'],
  ])('reads furnished: %s', (text, expected) => {
    expect(furnishing(text)).toBe(expected);
  });

  it.each([
    ['Gestoffeerd appartement', 'upholstered'],
    ['De woning wordt gestoffeerd (zonder meubels) opgeleverd', 'upholstered'],
    ['Let op: ongemeubileerd, wel gestoffeerd', 'upholstered'],
    ['De kamer is gestoffeerd, maar niet gemeubileerd', 'upholstered'],
    ['Upholstered flat near the station', 'upholstered'],
    ['Semi-furnished room', 'upholstered'],
    ['Partly furnished attic room', 'upholstered'],
    ['Een nette (deels gemeubileerd)kamer', 'upholstered'],
    ['De kamers zijn gestoffeerd en indien je wilt kunnen ze ook gemeubileerd worden', 'upholstered'],
    ['Kale huur €800, gestoffeerd', 'upholstered'],
    ['Gestoffeerd en gedeeltelijk gemeubileerd appartement', 'upholstered'],
    ['Kale huur €740, stofferingskosten €100', 'upholstered'],
  ])('reads upholstered: %s', (text, expected) => {
    expect(furnishing(text)).toBe(expected);
  });

  it.each([
    ['De woning wordt kaal opgeleverd', 'bare'],
    ['De woning wordt KAAL (zonder vloer) opgeleverd', 'bare'],
    ['Unfurnished studio', 'bare'],
    ['De kamer is niet gemeubileerd', 'bare'],
    ['Room without furniture', 'bare'],
    ['Oplevering: kaal', 'bare'],
    ['De kamer wordt leeg opgeleverd', 'bare'],
    ['We have furnished and unfurnished rooms. This room is unfurnished.', 'bare'],
    ['The room is not furnished, but the living room is furnished', 'bare'],
  ])('reads bare: %s', (text, expected) => {
    expect(furnishing(text)).toBe(expected);
  });

  it.each([
    'Kale huur €800 per maand',
    'Huur €700 kaal',
    'Furnished or unfurnished, your choice',
    'Gemeubileerd of ongemeubileerd mogelijk',
    'Een gemeubileerde woonkamer en een grote tuin; je eigen kamer richt je zelf in',
    'The living room is fully furnished',
    'Volledig ingerichte keuken met vaatwasser',
    'Meubels kunnen worden overgenomen',
    'Furnished on request',
    'Nice room in De Pijp, €700',
  ])('says nothing for the rent, an option or a shared room: %s', (text) => {
    expect(furnishing(text)).toBeNull();
  });
});
