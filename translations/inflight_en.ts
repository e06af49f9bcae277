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
    <name>QuizPrint</name>
    <message numerus="yes">
        <source>Inflight  ·  Amazon SQS  ·  %n question(s)</source>
        <translation>
            <numerusform>Inflight  ·  Amazon SQS  ·  %n question</numerusform>
            <numerusform>Inflight  ·  Amazon SQS  ·  %n questions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::CommandLine</name>
    <message numerus="yes">
        <source>%1x%2, %n frame(s) at %3 fps, t = %4 to %5 s at %6x, %7 s, %8 MB</source>
        <translation>
            <numerusform>%1x%2, %n frame at %3 fps, t = %4 to %5 s at %6x, %7 s, %8 MB</numerusform>
            <numerusform>%1x%2, %n frames at %3 fps, t = %4 to %5 s at %6x, %7 s, %8 MB</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>run digest: %1 (%n event(s))</source>
        <translation>
            <numerusform>run digest: %1 (%n event)</numerusform>
            <numerusform>run digest: %1 (%n events)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>handout, %1, %n page(s)</source>
        <translation>
            <numerusform>handout, %1, %n page</numerusform>
            <numerusform>handout, %1, %n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>slides, %n page(s)</source>
        <translation>
            <numerusform>slides, %n page</numerusform>
            <numerusform>slides, %n pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s)</source>
        <translation>
            <numerusform>%n variant</numerusform>
            <numerusform>%n variants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::EventTableView</name>
    <message numerus="yes">
        <source>%Ln event(s)</source>
        <translation>
            <numerusform>%Ln event</numerusform>
            <numerusform>%Ln events</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %Ln event(s)</source>
        <translation>
            <numerusform>%L1 of %Ln event</numerusform>
            <numerusform>%L1 of %Ln events</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::InspectorView</name>
    <message numerus="yes">
        <source> (moved %Ln time(s) by ChangeMessageVisibility)</source>
        <translation>
            <numerusform> (moved %Ln time by ChangeMessageVisibility)</numerusform>
            <numerusform> (moved %Ln times by ChangeMessageVisibility)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s) received</source>
        <translation>
            <numerusform>%Ln message received</numerusform>
            <numerusform>%Ln messages received</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln empty receive(s)</source>
        <translation>
            <numerusform>, %Ln empty receive</numerusform>
            <numerusform>, %Ln empty receives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>History: %Ln event(s) (click one to go there)</source>
        <translation>
            <numerusform>History: %Ln event (click one to go there)</numerusform>
            <numerusform>History: %Ln events (click one to go there)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more character(s)</source>
        <translation>
            <numerusform>… %Ln more character</numerusform>
            <numerusform>… %Ln more characters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::LessonPlayer</name>
    <message numerus="yes">
        <source>%1 · %Ln minute(s) · %2</source>
        <translation>
            <numerusform>%1 · %Ln minute · %2</numerusform>
            <numerusform>%1 · %Ln minutes · %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %Ln step(s): the challenge</source>
        <translation>
            <numerusform>After %Ln step: the challenge</numerusform>
            <numerusform>After %Ln steps: the challenge</numerusform>
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
        <source>before the first event (%Ln events in all)</source>
        <translation>
            <numerusform>before the first event (%Ln event in all)</numerusform>
            <numerusform>before the first event (%Ln events in all)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::StageAccessible</name>
    <message numerus="yes">
        <source>; %Ln more not drawn</source>
        <translation>
            <numerusform>; %Ln more not drawn</numerusform>
            <numerusform>; %Ln more not drawn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln times: a duplicate side effect</source>
        <translation>
            <numerusform>%1 %Ln time: a duplicate side effect</numerusform>
            <numerusform>%1 %Ln times: a duplicate side effect</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %Ln repeats skipped</source>
        <translation>
            <numerusform>; %Ln repeat skipped</numerusform>
            <numerusform>; %Ln repeats skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more messages in flight.</source>
        <translation>
            <numerusform>%Ln more message in flight.</numerusform>
            <numerusform>%Ln more messages in flight.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln more workers busy or down.</source>
        <translation>
            <numerusform>%Ln more worker busy or down.</numerusform>
            <numerusform>%Ln more workers busy or down.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln duplicate side effects.</source>
        <translation>
            <numerusform>%1: %Ln duplicate side effect.</numerusform>
            <numerusform>%1: %Ln duplicate side effects.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::StageView</name>
    <message numerus="yes">
        <source>received %Ln time(s)</source>
        <translation>
            <numerusform>received %Ln time</numerusform>
            <numerusform>received %Ln times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s), %1 in all</source>
        <translation>
            <numerusform>%Ln key, %1 in all</numerusform>
            <numerusform>%Ln keys, %1 in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln time(s)</source>
        <translation>
            <numerusform>%Ln time</numerusform>
            <numerusform>%Ln times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>received %Ln message(s): %1</source>
        <translation>
            <numerusform>received %Ln message: %1</numerusform>
            <numerusform>received %Ln messages: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>holds %Ln message(s)</source>
        <translation>
            <numerusform>holds %Ln message</numerusform>
            <numerusform>holds %Ln messages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::SummaryPanel</name>
    <message numerus="yes">
        <source>%1 (and %Ln more key(s) effected more than once)</source>
        <translation>
            <numerusform>%1 (and %Ln more key effected more than once)</numerusform>
            <numerusform>%1 (and %Ln more keys effected more than once)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s) lost: never effected, and in no queue any more</source>
        <translation>
            <numerusform>%Ln key lost: never effected, and in no queue any more</numerusform>
            <numerusform>%Ln keys lost: never effected, and in no queue any more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %Ln key(s) effected so far</source>
        <translation>
            <numerusform>%L1 of %Ln key effected so far</numerusform>
            <numerusform>%L1 of %Ln keys effected so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more key(s)</source>
        <translation>
            <numerusform>… %Ln more key</numerusform>
            <numerusform>… %Ln more keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; sent</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; sent</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; sent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%L1&lt;/b&gt; of %Ln key(s) effected</source>
        <translation>
            <numerusform>&lt;b&gt;%L1&lt;/b&gt; of %Ln key effected</numerusform>
            <numerusform>&lt;b&gt;%L1&lt;/b&gt; of %Ln keys effected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; duplicate effect(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; duplicate effect</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; duplicate effects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; lost</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; lost</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; to the dead-letter queue</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; to the dead-letter queue</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; to the dead-letter queue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; receive(s) (%L1 empty)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; receive (%L1 empty)</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; receives (%L1 empty)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; billed request(s), $%L1 at list price</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; billed request, $%L1 at list price</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; billed requests, $%L1 at list price</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln time(s) a message was held by two clients at once</source>
        <translation>
            <numerusform>%Ln time a message was held by two clients at once</numerusform>
            <numerusform>%Ln times a message was held by two clients at once</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::TimelineAccessible</name>
    <message numerus="yes">
        <source>%Ln lanes: %L1 for messages, %L2 for workers, %L3 for the side effects.</source>
        <translation>
            <numerusform>%Ln lane: %L1 for messages, %L2 for workers, %L3 for the side effects.</numerusform>
            <numerusform>%Ln lanes: %L1 for messages, %L2 for workers, %L3 for the side effects.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::TimelineLanesAccessible</name>
    <message numerus="yes">
        <source>%L1 of %Ln lanes on screen. F fits the whole run, W and S zoom, A and D pan, Shift and the wheel scroll the lanes.</source>
        <translation>
            <numerusform>%L1 of %Ln lane on screen. F fits the whole run, W and S zoom, A and D pan, Shift and the wheel scroll the lanes.</numerusform>
            <numerusform>%L1 of %Ln lanes on screen. F fits the whole run, W and S zoom, A and D pan, Shift and the wheel scroll the lanes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::TimelineView</name>
    <message numerus="yes">
        <source>%Ln double processing(s) of %1, %2</source>
        <translation>
            <numerusform>%Ln double processing of %1, %2</numerusform>
            <numerusform>%Ln double processings of %1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln double processing(s) (%L1 messages), %2</source>
        <translation>
            <numerusform>%Ln double processing (%L1 messages), %2</numerusform>
            <numerusform>%Ln double processings (%L1 messages), %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln double processing(s) of %1</source>
        <translation>
            <numerusform>%Ln double processing of %1</numerusform>
            <numerusform>%Ln double processings of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln double processing(s) (%L1 messages)</source>
        <translation>
            <numerusform>%Ln double processing (%L1 messages)</numerusform>
            <numerusform>%Ln double processings (%L1 messages)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln double processing(s)</source>
        <translation>
            <numerusform>%Ln double processing</numerusform>
            <numerusform>%Ln double processings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1; and %Ln more key(s) effected more than once.</source>
        <translation>
            <numerusform>%1; and %Ln more key effected more than once.</numerusform>
            <numerusform>%1; and %Ln more keys effected more than once.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln message</numerusform>
            <numerusform>%Ln messages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%Ln more</source>
        <translation>
            <numerusform>+%Ln more</numerusform>
            <numerusform>+%Ln more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%Ln worker(s)</source>
        <translation>
            <numerusform>+%Ln worker</numerusform>
            <numerusform>+%Ln workers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln workers share this lane (too many for a lane each): some are processing</source>
        <translation>
            <numerusform>%Ln workers share this lane (too many for a lane each): some are processing</numerusform>
            <numerusform>%Ln workers share this lane (too many for a lane each): some are processing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln workers share this lane (too many for a lane each): none is processing</source>
        <translation>
            <numerusform>%Ln workers share this lane (too many for a lane each): none is processing</numerusform>
            <numerusform>%Ln workers share this lane (too many for a lane each): none is processing</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;&lt;i&gt;%Ln event(s) on this lane within %1 s of here: zoom in to see each.&lt;/i&gt;</source>
        <translation>
            <numerusform>&lt;br&gt;&lt;i&gt;%Ln event on this lane within %1 s of here: zoom in to see each.&lt;/i&gt;</numerusform>
            <numerusform>&lt;br&gt;&lt;i&gt;%Ln events on this lane within %1 s of here: zoom in to see each.&lt;/i&gt;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;The band here stands for %Ln double processing(s) of %1 from %2 s to %3 s: zoom in to see each.</source>
        <translation>
            <numerusform>&lt;br&gt;The band here stands for %Ln double processing of %1 from %2 s to %3 s: zoom in to see each.</numerusform>
            <numerusform>&lt;br&gt;The band here stands for %Ln double processings of %1 from %2 s to %3 s: zoom in to see each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;The band here stands for %Ln double processing(s) of %L1 messages from %2 s to %3 s: zoom in to see each.</source>
        <translation>
            <numerusform>&lt;br&gt;The band here stands for %Ln double processing of %L1 messages from %2 s to %3 s: zoom in to see each.</numerusform>
            <numerusform>&lt;br&gt;The band here stands for %Ln double processings of %L1 messages from %2 s to %3 s: zoom in to see each.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::TimeoutExplorer</name>
    <message numerus="yes">
        <source>%Ln job(s) in this run: median %1, p99 %2, slowest %3.</source>
        <translation>
            <numerusform>%Ln job in this run: median %1, p99 %2, slowest %3.</numerusform>
            <numerusform>%Ln jobs in this run: median %1, p99 %2, slowest %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them (%1) took longer than the %2 visibility timeout.</source>
        <translation>
            <numerusform>%Ln of them (%1) took longer than the %2 visibility timeout.</numerusform>
            <numerusform>%Ln of them (%1) took longer than the %2 visibility timeout.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicate effect(s) in this run</source>
        <translation>
            <numerusform>%Ln duplicate effect in this run</numerusform>
            <numerusform>%Ln duplicate effects in this run</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicate effect(s)</source>
        <translation>
            <numerusform>%Ln duplicate effect</numerusform>
            <numerusform>%Ln duplicate effects</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lost</source>
        <translation>
            <numerusform>%Ln lost</numerusform>
            <numerusform>%Ln lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to the dead-letter queue</source>
        <translation>
            <numerusform>%Ln to the dead-letter queue</numerusform>
            <numerusform>%Ln to the dead-letter queue</numerusform>
        </translation>
    </message>
</context>
</TS>
