<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>LessonPrint</name>
    <message numerus="yes">
        <source>%n steps</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::LessonPrintDialog</name>
    <message numerus="yes">
        <source>The session&apos;s notes (%n), on the pictures and listed</source>
        <translation>
            <numerusform>The session&apos;s note (%n), on the pictures and listed</numerusform>
            <numerusform>The session&apos;s notes (%n), on the pictures and listed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::Playback</name>
    <message numerus="yes">
        <source>before the first event (%n events in all)</source>
        <translation>
            <numerusform>before the first event (%n event in all)</numerusform>
            <numerusform>before the first event (%n events in all)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::SummaryPanel</name>
    <message numerus="yes">
        <source> (and %n more keys effected more than once)</source>
        <translation>
            <numerusform> (and %n more key effected more than once)</numerusform>
            <numerusform> (and %n more keys effected more than once)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) lost: never effected, and in no queue any more</source>
        <translation>
            <numerusform>%n key lost: never effected, and in no queue any more</numerusform>
            <numerusform>%n keys lost: never effected, and in no queue any more</numerusform>
        </translation>
    </message>
</context>
</TS>
