<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>EventText</name>
    <message>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1st</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1nd</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1rd</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 calls %2</source>
        <translation>%1 ruft %2 auf</translation>
    </message>
    <message>
        <source>%1 calls %2 on %3</source>
        <translation>%1 ruft %2 für %3 auf</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1; nothing is there yet, so the long poll waits</source>
        <translation>%1; noch ist nichts da, also wartet die Langabfrage</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>angenommen</translation>
    </message>
    <message>
        <source>1 message</source>
        <translation>1 Nachricht</translation>
    </message>
    <message>
        <source>%1 messages</source>
        <translation>%1 Nachrichten</translation>
    </message>
    <message>
        <source>long poll waits</source>
        <translation>Langabfrage wartet</translation>
    </message>
    <message>
        <source>%1 retries its receive and gets %2 again with the same handle %3; hidden until t=%4</source>
        <translation>%1 wiederholt seinen Empfang und bekommt %2 erneut mit demselben Handle %3; unsichtbar bis t=%4</translation>
    </message>
    <message>
        <source>%1 receives %2 (receipt handle %3, its %4 receive); it is hidden until t=%5</source>
        <translation>%1 empfängt %2 (Empfangs-Handle %3, ihr %4 Empfang); sie ist bis t=%5 unsichtbar</translation>
    </message>
    <message>
        <source>%1 receives %2 (receipt handle %3); it is hidden until t=%4</source>
        <translation>%1 empfängt %2 (Empfangs-Handle %3); sie ist bis t=%4 unsichtbar</translation>
    </message>
    <message>
        <source>deadline t=%1</source>
        <translation>Frist t=%1</translation>
    </message>
    <message>
        <source>retried receive: same handle</source>
        <translation>wiederholter Empfang: dasselbe Handle</translation>
    </message>
    <message>
        <source>duplicate delivery</source>
        <translation>doppelte Zustellung</translation>
    </message>
    <message>
        <source>%1 retries at once after the failed try: it sets %2&apos;s visibility timeout to 0 (handle %3), so %4 is visible again straight away</source>
        <translation>%1 versucht es nach dem Fehlschlag sofort erneut: Er setzt das Sichtbarkeits-Timeout von %2 auf 0 (Handle %3), also ist %4 sofort wieder sichtbar</translation>
    </message>
    <message>
        <source>%1 backs off after the failed try: it sets %2&apos;s visibility timeout to %3 s (handle %4), so %5 comes back at t=%6</source>
        <translation>%1 wartet nach dem Fehlschlag ab (Backoff): Er setzt das Sichtbarkeits-Timeout von %2 auf %3 s (Handle %4), also kommt %5 bei t=%6 zurück</translation>
    </message>
    <message>
        <source>%1 sets %2&apos;s visibility timeout to 0 (handle %3): visible again at once</source>
        <translation>%1 setzt das Sichtbarkeits-Timeout von %2 auf 0 (Handle %3): sofort wieder sichtbar</translation>
    </message>
    <message>
        <source>%1 extends %2&apos;s visibility to t=%3 (handle %4)</source>
        <translation>%1 verlängert die Unsichtbarkeit von %2 bis t=%3 (Handle %4)</translation>
    </message>
    <message>
        <source>timeout 0: visible now</source>
        <translation>Timeout 0: jetzt sichtbar</translation>
    </message>
    <message>
        <source>backoff after a failure</source>
        <translation>Backoff nach einem Fehlschlag</translation>
    </message>
    <message>
        <source>%1 deletes %2 with a stale receipt handle (%3; the latest is %4): SQS answers 200, but nothing is deleted</source>
        <translation>%1 löscht %2 mit einem veralteten Empfangs-Handle (%3; das aktuelle ist %4): SQS antwortet mit 200, aber nichts wird gelöscht</translation>
    </message>
    <message>
        <source>%1 deletes %2 (handle %3), which is already gone: SQS answers 200</source>
        <translation>%1 löscht %2 (Handle %3), die schon weg ist: SQS antwortet mit 200</translation>
    </message>
    <message>
        <source>%1 tries to delete %2 with %3, and SQS refuses: %4, the receipt handle has expired. Nothing is deleted</source>
        <translation>%1 versucht, %2 mit %3 zu löschen, und SQS lehnt ab: %4, das Empfangs-Handle ist abgelaufen. Nichts wird gelöscht</translation>
    </message>
    <message>
        <source>%1 tries to delete %2 with %3, and SQS refuses: %4. Nothing is deleted</source>
        <translation>%1 versucht, %2 mit %3 zu löschen, und SQS lehnt ab: %4. Nichts wird gelöscht</translation>
    </message>
    <message>
        <source>message move task %1 on %2 is running</source>
        <translation>Verschiebeaufgabe %1 für %2 läuft</translation>
    </message>
    <message>
        <source>message move task %1 on %2 is completed</source>
        <translation>Verschiebeaufgabe %1 für %2 ist abgeschlossen</translation>
    </message>
    <message>
        <source>message move task %1 on %2 is cancelling</source>
        <translation>Verschiebeaufgabe %1 für %2 wird abgebrochen</translation>
    </message>
    <message>
        <source>message move task %1 on %2 is cancelled</source>
        <translation>Verschiebeaufgabe %1 für %2 ist abgebrochen</translation>
    </message>
    <message>
        <source>message move task %1 on %2 is failed</source>
        <translation>Verschiebeaufgabe %1 für %2 ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>cancelling</source>
        <translation>wird abgebrochen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>task %1: %2</source>
        <translation>Verschiebeaufgabe %1: %2</translation>
    </message>
    <message>
        <source>performs the side effect</source>
        <translation>bewirkt die Nebenwirkung</translation>
    </message>
    <message>
        <source>%1 %2 for %3 again: the %4 time (a duplicate)</source>
        <translation>%1 %2 für %3 erneut: zum %4 Mal (ein Duplikat)</translation>
    </message>
    <message>
        <source>%1 %2 for %3</source>
        <translation>%1 %2 für %3</translation>
    </message>
    <message>
        <source>ledger entry %1</source>
        <translation>Journaleintrag %1</translation>
    </message>
    <message>
        <source>duplicate: effect #%1 for this key</source>
        <translation>Duplikat: Wirkung Nr. %1 für diesen Schlüssel</translation>
    </message>
    <message>
        <source>%1&apos;s invocation with %2 is throttled: the function is at its reserved concurrency. %2&apos;s visibility timeout ends at t=%3 before the next try, so the mapping lets it go back to the queue, its receive counted</source>
        <translation>Der Aufruf von %1 mit %2 wird gedrosselt: Die Funktion ist an ihrer reservierten Gleichzeitigkeit. Das Sichtbarkeits-Timeout von %2 endet bei t=%3 vor dem nächsten Versuch, also gibt die Zuordnung sie an die Warteschlange zurück; ihr Empfang ist gezählt</translation>
    </message>
    <message>
        <source>%1&apos;s invocation with %2 is throttled: the function is at its reserved concurrency. The mapping backs off and tries again at t=%3, while %2 stays in flight</source>
        <translation>Der Aufruf von %1 mit %2 wird gedrosselt: Die Funktion ist an ihrer reservierten Gleichzeitigkeit. Die Zuordnung wartet ab (Backoff) und versucht es bei t=%3 erneut, während %2 in Bearbeitung bleibt</translation>
    </message>
    <message>
        <source>%1 fails on %2 (a processing error); it is not deleted, so it will come back</source>
        <translation>%1 scheitert an %2 (ein Verarbeitungsfehler); sie wird nicht gelöscht und kommt deshalb zurück</translation>
    </message>
    <message>
        <source>%1 fails on %2 (the service is down); it is not deleted, so it will come back</source>
        <translation>%1 scheitert an %2 (der Dienst ist ausgefallen); sie wird nicht gelöscht und kommt deshalb zurück</translation>
    </message>
    <message>
        <source>%1 fails on %2 (the service returned an error); it is not deleted, so it will come back</source>
        <translation>%1 scheitert an %2 (der Dienst hat einen Fehler gemeldet); sie wird nicht gelöscht und kommt deshalb zurück</translation>
    </message>
    <message>
        <source>%1 fails on %2 (the function timed out); it is not deleted, so it will come back</source>
        <translation>%1 scheitert an %2 (Funktions-Timeout überschritten); sie wird nicht gelöscht und kommt deshalb zurück</translation>
    </message>
    <message>
        <source>processing error</source>
        <translation>Verarbeitungsfehler</translation>
    </message>
    <message>
        <source>service outage</source>
        <translation>Dienstausfall</translation>
    </message>
    <message>
        <source>service error</source>
        <translation>Dienstfehler</translation>
    </message>
    <message>
        <source>function timeout</source>
        <translation>Funktions-Timeout</translation>
    </message>
    <message>
        <source>throttled</source>
        <translation>gedrosselt</translation>
    </message>
    <message>
        <source>%1 crashes</source>
        <translation>%1 stürzt ab</translation>
    </message>
    <message>
        <source>%1 crashes before the side effect</source>
        <translation>%1 stürzt vor der Nebenwirkung ab</translation>
    </message>
    <message>
        <source>%1 crashes after the side effect, before deleting</source>
        <translation>%1 stürzt nach der Nebenwirkung ab, vor dem Löschen</translation>
    </message>
    <message>
        <source>%1 crashes during a heartbeat</source>
        <translation>%1 stürzt während eines Heartbeats ab</translation>
    </message>
    <message>
        <source>%1 crashes after the side effect, before recording it as done</source>
        <translation>%1 stürzt nach der Nebenwirkung ab, bevor er sie als erledigt einträgt</translation>
    </message>
    <message>
        <source>%1; %2 stays hidden until its timeout runs out</source>
        <translation>%1; %2 bleibt unsichtbar, bis ihr Timeout abläuft</translation>
    </message>
    <message>
        <source>crash at a set time</source>
        <translation>Absturz zu einem festen Zeitpunkt</translation>
    </message>
    <message>
        <source>crash before the side effect</source>
        <translation>Absturz vor der Nebenwirkung</translation>
    </message>
    <message>
        <source>crash after the side effect, before the delete</source>
        <translation>Absturz nach der Nebenwirkung, vor dem Löschen</translation>
    </message>
    <message>
        <source>crash during a heartbeat</source>
        <translation>Absturz während eines Heartbeats</translation>
    </message>
    <message>
        <source>crash after the side effect, before its done record</source>
        <translation>Absturz nach der Nebenwirkung, vor ihrem Erledigt-Eintrag</translation>
    </message>
    <message>
        <source>%1&apos;s invocation succeeds; the batch is deleted</source>
        <translation>Der Aufruf von %1 gelingt; der Batch wird gelöscht</translation>
    </message>
    <message>
        <source>%1 reports %2 failed messages (ReportBatchItemFailures); only those return</source>
        <translation>%1 meldet %2 fehlgeschlagene Nachrichten (ReportBatchItemFailures); nur diese kommen zurück</translation>
    </message>
    <message>
        <source>%1&apos;s invocation fails: the whole batch of %2 returns to the queue</source>
        <translation>Der Aufruf von %1 scheitert: Der ganze Batch aus %2 kommt in die Warteschlange zurück</translation>
    </message>
    <message>
        <source>%1&apos;s function times out: the whole batch returns to the queue</source>
        <translation>Die Funktion von %1 überschreitet ihr Timeout: Der ganze Batch kommt in die Warteschlange zurück</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <source>partial failure</source>
        <translation>teilweiser Fehlschlag</translation>
    </message>
    <message>
        <source>batch failed</source>
        <translation>Batch fehlgeschlagen</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Timeout überschritten</translation>
    </message>
    <message>
        <source>invocation %1</source>
        <translation>Aufruf %1</translation>
    </message>
    <message>
        <source>%1 creates the FIFO queue %2</source>
        <translation>%1 erstellt die FIFO-Warteschlange %2</translation>
    </message>
    <message>
        <source>%1 creates the queue %2</source>
        <translation>%1 erstellt die Warteschlange %2</translation>
    </message>
    <message>
        <source>FIFO</source>
        <translation>FIFO</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>%1 deletes the queue %2</source>
        <translation>%1 löscht die Warteschlange %2</translation>
    </message>
    <message>
        <source>%1 purges %2: %3 messages removed</source>
        <translation>%1 leert %2: %3 Nachrichten entfernt</translation>
    </message>
    <message>
        <source>%n removed</source>
        <translation>%n entfernt</translation>
    </message>
    <message>
        <source>%1 sends %2 to %3, invisible until t=%4 (a delay)</source>
        <translation>%1 sendet %2 an %3, unsichtbar bis t=%4 (eine Verzögerung)</translation>
    </message>
    <message>
        <source>%1 sends %2 to %3</source>
        <translation>%1 sendet %2 an %3</translation>
    </message>
    <message>
        <source>delayed until t=%1</source>
        <translation>verzögert bis t=%1</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>Gruppe %1</translation>
    </message>
    <message>
        <source>%1 sends %2 again; the same deduplication id within 5 minutes, so SQS accepts it and drops the copy</source>
        <translation>%1 sendet %2 erneut; dieselbe Deduplizierungs-ID innerhalb von 5 Minuten, also nimmt SQS sie an und verwirft die Kopie</translation>
    </message>
    <message>
        <source>deduplicated: not enqueued</source>
        <translation>dedupliziert: nicht eingereiht</translation>
    </message>
    <message>
        <source>%1&apos;s delay is over: it is visible in %2</source>
        <translation>Die Verzögerung von %1 ist vorbei: Sie ist in %2 sichtbar</translation>
    </message>
    <message>
        <source>%1 receives a duplicate of %2 (handle %3): a replica had missed its delete</source>
        <translation>%1 empfängt ein Duplikat von %2 (Handle %3): Ein Replikat hatte ihr Löschen verpasst</translation>
    </message>
    <message>
        <source>%1&apos;s receive on %2 returns nothing after waiting %3 s</source>
        <translation>Der Empfang von %1 auf %2 liefert nach %3 s Warten nichts</translation>
    </message>
    <message>
        <source>%1&apos;s receive on %2 returns nothing</source>
        <translation>Der Empfang von %1 auf %2 liefert nichts</translation>
    </message>
    <message>
        <source>waited %1 s</source>
        <translation>%1 s gewartet</translation>
    </message>
    <message>
        <source>%1 tries to change %2&apos;s visibility with %3, but it is no longer in flight: SQS answers 200 and nothing changes</source>
        <translation>%1 versucht, die Sichtbarkeit von %2 mit %3 zu ändern, aber sie ist nicht mehr in Bearbeitung: SQS antwortet mit 200, und nichts ändert sich</translation>
    </message>
    <message>
        <source>not in flight: no change</source>
        <translation>nicht in Bearbeitung: keine Änderung</translation>
    </message>
    <message>
        <source>%1 is visible again in %2</source>
        <translation>%1 ist in %2 wieder sichtbar</translation>
    </message>
    <message>
        <source>%1&apos;s visibility timeout runs out: it is visible again in %2, whoever still holds %3</source>
        <translation>Das Sichtbarkeits-Timeout von %1 läuft ab: Sie ist in %2 wieder sichtbar, egal wer noch %3 hält</translation>
    </message>
    <message>
        <source>timeout set to 0</source>
        <translation>Timeout auf 0 gesetzt</translation>
    </message>
    <message>
        <source>deadline passed</source>
        <translation>Frist abgelaufen</translation>
    </message>
    <message>
        <source>%1 deletes %2 (handle %3)</source>
        <translation>%1 löscht %2 (Handle %3)</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <source>stale handle (latest %1): nothing deleted</source>
        <translation>veraltetes Handle (aktuell %1): nichts gelöscht</translation>
    </message>
    <message>
        <source>message already gone</source>
        <translation>Nachricht schon weg</translation>
    </message>
    <message>
        <source>%1 moves from %2 to the dead-letter queue %3 instead of being received again</source>
        <translation>%1 wird aus %2 in die Warteschlange für unzustellbare Nachrichten %3 verschoben, statt erneut empfangen zu werden</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>%1 expires in %2: its retention period is over</source>
        <translation>%1 läuft in %2 ab: Ihr Aufbewahrungszeitraum ist vorbei</translation>
    </message>
    <message>
        <source>retention period over</source>
        <translation>Aufbewahrungszeitraum vorbei</translation>
    </message>
    <message>
        <source>%1 is purged from %2</source>
        <translation>%1 wird beim Leeren aus %2 entfernt</translation>
    </message>
    <message>
        <source>purged</source>
        <translation>geleert</translation>
    </message>
    <message>
        <source>%1 is redriven from %2 to %3 as %4</source>
        <translation>%1 wird per Redrive von %2 nach %3 zurückgeholt, als %4</translation>
    </message>
    <message>
        <source>to %1 as %2</source>
        <translation>nach %1 als %2</translation>
    </message>
    <message>
        <source>one replica of %1 missed the delete of %2: it will be delivered again</source>
        <translation>Ein Replikat von %1 hat das Löschen von %2 verpasst: Sie wird erneut zugestellt</translation>
    </message>
    <message>
        <source>a replica missed the delete</source>
        <translation>ein Replikat hat das Löschen verpasst</translation>
    </message>
    <message>
        <source>%1 starts work on %2; it takes %3 s</source>
        <translation>%1 beginnt die Arbeit an %2; sie dauert %3 s</translation>
    </message>
    <message>
        <source>until t=%1 (%2 s)</source>
        <translation>bis t=%1 (%2 s)</translation>
    </message>
    <message>
        <source>%1 finds %2 already done (the provider&apos;s idempotency key) and does not do it again</source>
        <translation>%1 stellt fest, dass %2 schon erledigt ist (Idempotenzschlüssel des Anbieters), und tut es nicht noch einmal</translation>
    </message>
    <message>
        <source>%1 finds %2 already done (a conditional write) and does not do it again</source>
        <translation>%1 stellt fest, dass %2 schon erledigt ist (ein bedingter Schreibvorgang), und tut es nicht noch einmal</translation>
    </message>
    <message>
        <source>provider idempotency key</source>
        <translation>Idempotenzschlüssel des Anbieters</translation>
    </message>
    <message>
        <source>conditional write</source>
        <translation>bedingter Schreibvorgang</translation>
    </message>
    <message>
        <source>%1 restarts</source>
        <translation>%1 startet neu</translation>
    </message>
    <message>
        <source>%1 invokes the function with %2 message</source>
        <translation>%1 ruft die Funktion mit %2 Nachricht auf</translation>
    </message>
    <message>
        <source>%1 invokes the function with %2 messages</source>
        <translation>%1 ruft die Funktion mit %2 Nachrichten auf</translation>
    </message>
    <message>
        <source>batch of %1</source>
        <translation>Batch aus %1</translation>
    </message>
    <message>
        <source>refused: %1, nothing deleted</source>
        <translation>abgelehnt: %1, nichts gelöscht</translation>
    </message>
    <message>
        <source>queue %1</source>
        <translation>Warteschlange %1</translation>
    </message>
</context>
<context>
    <name>GuardedTcpServer</name>
    <message>
        <source>The request&apos;s head is larger than %1 bytes.</source>
        <translation>Der Kopf der Anfrage ist größer als %1 Byte.</translation>
    </message>
    <message>
        <source>The form has more fields than any SQS request (at most %1).</source>
        <translation>Das Formular hat mehr Felder als jede SQS-Anfrage (höchstens %1).</translation>
    </message>
    <message>
        <source>The request has more than %1 header fields.</source>
        <translation>Die Anfrage hat mehr als %1 Header-Felder.</translation>
    </message>
    <message>
        <source>A header line is malformed.</source>
        <translation>Eine Header-Zeile ist fehlerhaft.</translation>
    </message>
    <message>
        <source>Transfer-Encoding is not supported: send a Content-Length.</source>
        <translation>Transfer-Encoding wird nicht unterstützt: Sende eine Content-Length.</translation>
    </message>
    <message>
        <source>The Content-Length header is not one non-negative number.</source>
        <translation>Der Header Content-Length ist nicht genau eine nicht negative Zahl.</translation>
    </message>
    <message>
        <source>The request is larger than any SQS request (at most %1 bytes).</source>
        <translation>Die Anfrage ist größer als jede SQS-Anfrage (höchstens %1 Byte).</translation>
    </message>
    <message>
        <source>The URL has more fields than any SQS request.</source>
        <translation>Die URL hat mehr Felder als jede SQS-Anfrage.</translation>
    </message>
    <message>
        <source>The request is larger than any SQS request.</source>
        <translation>Die Anfrage ist größer als jede SQS-Anfrage.</translation>
    </message>
    <message>
        <source>The server holds too many requests still arriving; try again.</source>
        <translation>Der Server hat zu viele Anfragen, die noch ankommen; versuche es erneut.</translation>
    </message>
    <message>
        <source>The server has as many connections as it takes; try again.</source>
        <translation>Der Server hat so viele Verbindungen, wie er annimmt; versuche es erneut.</translation>
    </message>
</context>
<context>
    <name>Invariant</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>verzögert</translation>
    </message>
    <message>
        <source>visible</source>
        <translation>sichtbar</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>in Bearbeitung</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>a pending duplicate</source>
        <translation>ein ausstehendes Duplikat</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>time went backwards from t=%1</source>
        <translation>die Zeit lief ab t=%1 rückwärts</translation>
    </message>
    <message>
        <source>a message number was sent twice</source>
        <translation>eine Nachrichtennummer wurde zweimal gesendet</translation>
    </message>
    <message>
        <source>expected the message %1, but it is %2</source>
        <translation>Nachricht sollte %1 sein, ist aber %2</translation>
    </message>
    <message>
        <source>a deleted message was delivered again</source>
        <translation>eine gelöschte Nachricht wurde erneut zugestellt</translation>
    </message>
    <message>
        <source>receive count went from %1 to %2</source>
        <translation>Empfangszähler sprang von %1 auf %2</translation>
    </message>
    <message>
        <source>a receive retry found the message %1</source>
        <translation>ein wiederholter Empfang fand die Nachricht %1 vor</translation>
    </message>
    <message>
        <source>a receive retry changed the receipt handle</source>
        <translation>ein wiederholter Empfang änderte das Empfangs-Handle</translation>
    </message>
    <message>
        <source>received from a queue the message is not in</source>
        <translation>aus einer Warteschlange empfangen, in der die Nachricht nicht ist</translation>
    </message>
    <message>
        <source>expired at t=%1, but its deadline was t=%2</source>
        <translation>bei t=%1 abgelaufen, aber die Frist war t=%2</translation>
    </message>
    <message>
        <source>FIFO order broken: %1 comes first in its group and is %2</source>
        <translation>FIFO-Reihenfolge verletzt: %1 ist die erste ihrer Gruppe und ist %2</translation>
    </message>
    <message>
        <source>visibility deadline outside [now, request + 12 h]</source>
        <translation>Sichtbarkeitsfrist außerhalb von [jetzt, Anfrage + 12 h]</translation>
    </message>
    <message>
        <source>visibility deadline beyond the 12-hour cap</source>
        <translation>Sichtbarkeitsfrist über der Obergrenze von 12 Stunden</translation>
    </message>
    <message>
        <source>deleted a message that is %1</source>
        <translation>eine Nachricht gelöscht, die %1 ist</translation>
    </message>
    <message>
        <source>removed a message that is %1</source>
        <translation>eine Nachricht entfernt, die %1 ist</translation>
    </message>
</context>
<context>
    <name>LessonPrint</name>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>%1  ·  Inflight</source>
        <translation>%1  ·  Inflight</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>%1  ·  above: the lesson&apos;s run; below: %2</source>
        <translation>%1  ·  oben: der Lauf der Lektion; unten: %2</translation>
    </message>
    <message>
        <source>Predict, step %1: %2</source>
        <translation>Vorhersage, Schritt %1: %2</translation>
    </message>
    <message>
        <source>Question, step %1: %2</source>
        <translation>Frage, Schritt %1: %2</translation>
    </message>
    <message>
        <source>Predict: %1</source>
        <translation>Vorhersage: %1</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>Frage: %1</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Antwort:</translation>
    </message>
    <message>
        <source>Your answer (%1):</source>
        <translation>Antwort (%1):</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Warum:</translation>
    </message>
    <message>
        <source>%1.  %2</source>
        <translation>%1.  %2</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>You may change: %1</source>
        <translation>Änderbar: %1</translation>
    </message>
    <message>
        <source>It is solved when:</source>
        <translation>Gelöst, wenn:</translation>
    </message>
    <message>
        <source>Your fix:</source>
        <translation>Lösungsvorschlag:</translation>
    </message>
    <message>
        <source>Hints (cover them, and read one only when you are stuck)</source>
        <translation>Hinweise (abdecken und erst lesen, wenn es nicht weitergeht)</translation>
    </message>
    <message>
        <source>Notes from the session</source>
        <translation>Notizen aus der Sitzung</translation>
    </message>
    <message>
        <source>Also drawn on the pictures, where they are pinned.</source>
        <translation>Auch in die Bilder eingezeichnet, wo sie angeheftet sind.</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>The AWS pages this lesson&apos;s facts come from.</source>
        <translation>Die AWS-Seiten, aus denen die Fakten dieser Lektion stammen.</translation>
    </message>
    <message>
        <source>%1 (step %2)</source>
        <translation>%1 (Schritt %2)</translation>
    </message>
    <message>
        <source>%1 (steps %2)</source>
        <translation>%1 (Schritte %2)</translation>
    </message>
    <message>
        <source>Answers, for the teacher</source>
        <translation>Antworten für die Lehrkraft</translation>
    </message>
    <message>
        <source>The answers the player accepts, with their explanations; the numbers and the challenge&apos;s solution are checked on the lesson&apos;s run. To print the handout without these pages: --no-answers, or untick the answers in Lessons &gt; Export handout.</source>
        <translation>Die Antworten, die der Player akzeptiert, mit ihren Erklärungen; die Zahlen und die Lösung der Aufgabe sind am Lauf der Lektion geprüft. Um das Handout ohne diese Seiten zu drucken: --no-answers, oder unter Lektionen &gt; Handout exportieren die Antworten abwählen.</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Antwort: %1</translation>
    </message>
    <message>
        <source>%1 (right): %2</source>
        <translation>%1 (richtig): %2</translation>
    </message>
    <message>
        <source>%1 (wrong): %2</source>
        <translation>%1 (falsch): %2</translation>
    </message>
    <message>
        <source>Challenge: a solution</source>
        <translation>Aufgabe: eine Lösung</translation>
    </message>
    <message>
        <source>With it, the run passes every condition:</source>
        <translation>Damit erfüllt der Lauf jede Bedingung:</translation>
    </message>
    <message>
        <source>With it, the run does not pass:</source>
        <translation>Damit besteht der Lauf nicht:</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>Schritt %1: %2</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>Lesson %1</source>
        <translation>Lektion %1</translation>
    </message>
    <message>
        <source>about %1 minutes</source>
        <translation>etwa %1 Minuten</translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>the visibility timeout</source>
        <translation>das Sichtbarkeits-Timeout</translation>
    </message>
    <message>
        <source>the processing time</source>
        <translation>die Verarbeitungszeit</translation>
    </message>
    <message>
        <source>the heartbeat interval</source>
        <translation>das Heartbeat-Intervall</translation>
    </message>
    <message>
        <source>the number of workers</source>
        <translation>die Anzahl der Worker</translation>
    </message>
    <message>
        <source>the receive wait time</source>
        <translation>die Wartezeit beim Empfang</translation>
    </message>
    <message>
        <source>maxReceiveCount</source>
        <translation>maxReceiveCount</translation>
    </message>
    <message>
        <source>when the worker deletes</source>
        <translation>wann der Worker löscht</translation>
    </message>
    <message>
        <source>idempotency</source>
        <translation>die Idempotenz</translation>
    </message>
    <message>
        <source>the batch size</source>
        <translation>die Batch-Größe</translation>
    </message>
    <message>
        <source>the backoff on failure</source>
        <translation>das Backoff nach einem Fehlschlag</translation>
    </message>
    <message>
        <source>what a delete with an old handle does</source>
        <translation>was ein Löschen mit einem alten Handle bewirkt</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1 is at most %2</source>
        <translation>%1 ist höchstens %2</translation>
    </message>
    <message>
        <source>%1 is at least %2</source>
        <translation>%1 ist mindestens %2</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>step %1&apos;s comparison cannot be made: %2</source>
        <translation>der Vergleich von Schritt %1 ist nicht möglich: %2</translation>
    </message>
    <message>
        <source>the lesson&apos;s run</source>
        <translation>der Lauf der Lektion</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <source>a handout or a slide deck is a PDF (name it .pdf)</source>
        <translation>ein Handout oder Foliensatz ist ein PDF (Endung .pdf verwenden)</translation>
    </message>
    <message>
        <source>the lesson&apos;s run did not start</source>
        <translation>der Lauf der Lektion ist nicht gestartet</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>der PDF-Writer konnte nicht starten</translation>
    </message>
    <message>
        <source>Step %1 of %2  ·  %3</source>
        <translation>Schritt %1 von %2  ·  %3</translation>
    </message>
    <message>
        <source>Step %1 of %2  ·  %3  ·  below: %4</source>
        <translation>Schritt %1 von %2  ·  %3  ·  unten: %4</translation>
    </message>
    <message>
        <source>Step %1  ·  what happens next?</source>
        <translation>Schritt %1  ·  was passiert als Nächstes?</translation>
    </message>
    <message>
        <source>Step %1  ·  a question for the room</source>
        <translation>Schritt %1  ·  eine Frage in die Runde</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Answer:  ________  %1</source>
        <translation>Antwort:  ________  %1</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>You may change: %1.</source>
        <translation>Änderbar: %1.</translation>
    </message>
    <message>
        <source>Solved when: %1.</source>
        <translation>Gelöst, wenn: %1.</translation>
    </message>
    <message>
        <source>Also drawn on the pictures, where pinned</source>
        <translation>Auch in die Bilder eingezeichnet, wo angeheftet</translation>
    </message>
    <message>
        <source>page %L1</source>
        <translation>Seite %L1</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1st</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1nd</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1rd</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 that succeeded</source>
        <translation>%1, erfolgreich</translation>
    </message>
    <message>
        <source>%1 answered %2</source>
        <translation>%1 mit Antwort %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 durch %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>höchstens %1</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>mindestens %1</translation>
    </message>
    <message>
        <source>unknown (%1)</source>
        <translation>unbekannt (%1)</translation>
    </message>
    <message>
        <source>%1 is %2 (wanted %3)</source>
        <translation>%1 ist %2 (erwartet: %3)</translation>
    </message>
    <message>
        <source>%1: %2 is %3 (wanted %4)</source>
        <translation>%1: %2 ist %3 (erwartet: %4)</translation>
    </message>
    <message>
        <source>[ok]   %1</source>
        <translation>[ok]   %1</translation>
    </message>
    <message>
        <source>[fail] %1</source>
        <translation>[fail] %1</translation>
    </message>
    <message>
        <source>### Sources</source>
        <translation>### Quellen</translation>
    </message>
    <message>
        <source> (step %1)</source>
        <translation> (Schritt %1)</translation>
    </message>
    <message>
        <source> (steps %1)</source>
        <translation> (Schritte %1)</translation>
    </message>
    <message>
        <source>effects of %1</source>
        <translation>Wirkungen von %1</translation>
    </message>
    <message>
        <source>receives of %1</source>
        <translation>Empfänge von %1</translation>
    </message>
    <message>
        <source>number of %1 events</source>
        <translation>Anzahl der Ereignisse %1</translation>
    </message>
    <message>
        <source>time of %1</source>
        <translation>Zeitpunkt von %1</translation>
    </message>
    <message>
        <source>deadline set by %1</source>
        <translation>von %1 gesetzte Frist</translation>
    </message>
    <message>
        <source>the run did not happen</source>
        <translation>der Lauf hat nicht stattgefunden</translation>
    </message>
    <message>
        <source>no metric named &quot;%1&quot;</source>
        <translation>keine Kennzahl namens „%1“</translation>
    </message>
    <message>
        <source>no business key &quot;%1&quot; in the run</source>
        <translation>kein fachlicher Schlüssel „%1“ im Lauf</translation>
    </message>
    <message>
        <source>no message &quot;%1&quot; in the run</source>
        <translation>keine Nachricht „%1“ im Lauf</translation>
    </message>
    <message>
        <source>the run has no %1</source>
        <translation>der Lauf hat kein %1</translation>
    </message>
    <message>
        <source>%1 sets no visibility deadline</source>
        <translation>%1 setzt keine Sichtbarkeitsfrist</translation>
    </message>
    <message>
        <source>%1, which is %2</source>
        <translation>%1, also %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the lesson has no challenge</source>
        <translation>die Lektion hat keine Aufgabe</translation>
    </message>
</context>
<context>
    <name>LoaderText</name>
    <message>
        <source>must be an object, not %1</source>
        <translation>muss ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>%1: appears twice</source>
        <translation>%1: kommt zweimal vor</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>muss ein String sein, nicht %1</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>muss eine Zahl sein, nicht %1</translation>
    </message>
    <message>
        <source>%1 must be a whole number</source>
        <translation>%1 muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be true or false, not %1</source>
        <translation>muss true oder false sein, nicht %1</translation>
    </message>
    <message>
        <source>must be an array of strings</source>
        <translation>muss ein Array von Strings sein</translation>
    </message>
    <message>
        <source>must be a string</source>
        <translation>muss ein String sein</translation>
    </message>
    <message>
        <source>must be an array, not %1</source>
        <translation>muss ein Array sein, nicht %1</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein Boolean</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>ein String</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>a value</source>
        <translation>ein Wert</translation>
    </message>
    <message>
        <source>unexpected text after the JSON value</source>
        <translation>unerwarteter Text nach dem JSON-Wert</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>zu tief verschachtelt</translation>
    </message>
    <message>
        <source>the file ends where a value was expected</source>
        <translation>die Datei endet, wo ein Wert erwartet wurde</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; where a value was expected</source>
        <translation>unerwartetes Zeichen &apos;%1&apos;, wo ein Wert erwartet wurde</translation>
    </message>
    <message>
        <source>expected a member name in double quotes</source>
        <translation>Membername in doppelten Anführungszeichen erwartet</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; after the member name</source>
        <translation>&apos;:&apos; nach dem Membernamen erwartet</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;}&apos; after a member</source>
        <translation>&apos;,&apos; oder &apos;}&apos; nach einem Member erwartet</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or &apos;]&apos; after an array element</source>
        <translation>&apos;,&apos; oder &apos;]&apos; nach einem Array-Element erwartet</translation>
    </message>
    <message>
        <source>\u must be followed by four hex digits</source>
        <translation>auf \u müssen vier Hexadezimalziffern folgen</translation>
    </message>
    <message>
        <source>the file ends inside a string</source>
        <translation>die Datei endet innerhalb eines Strings</translation>
    </message>
    <message>
        <source>a string cannot contain a raw control character (write \n, \t, ...)</source>
        <translation>ein String darf kein rohes Steuerzeichen enthalten (\n, \t, ... schreiben)</translation>
    </message>
    <message>
        <source>unknown escape &apos;\%1&apos; in a string</source>
        <translation>unbekannte Escape-Sequenz &apos;\%1&apos; in einem String</translation>
    </message>
    <message>
        <source>a number needs digits</source>
        <translation>eine Zahl braucht Ziffern</translation>
    </message>
    <message>
        <source>a number needs digits after the decimal point</source>
        <translation>eine Zahl braucht Ziffern nach dem Dezimalpunkt</translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation>eine Zahl braucht Ziffern im Exponenten</translation>
    </message>
    <message>
        <source>a lesson file is named NN-id.json, its number and its id (for example 01-lent-not-taken.json), not %1</source>
        <translation>eine Lektionsdatei heißt NN-id.json, nach ihrer Nummer und ihrer ID (zum Beispiel 01-lent-not-taken.json), nicht %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the id in the file name %2 (&quot;%3&quot;)</source>
        <translation>„%1“ ist nicht die ID im Dateinamen %2 („%3“)</translation>
    </message>
    <message>
        <source>missing &quot;minutes&quot; (how long the lesson takes, 1 to 240)</source>
        <translation>&quot;minutes&quot; fehlt (wie lange die Lektion dauert, 1 bis 240)</translation>
    </message>
    <message>
        <source>missing &quot;level&quot; (&quot;beginner&quot;, &quot;intermediate&quot; or &quot;advanced&quot;)</source>
        <translation>&quot;level&quot; fehlt (&quot;beginner&quot;, &quot;intermediate&quot; oder &quot;advanced&quot;)</translation>
    </message>
    <message>
        <source>panel</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>missing &quot;scenario&quot; (a scenario object, or a scenario file&apos;s path relative to the lesson)</source>
        <translation>&quot;scenario&quot; fehlt (ein Szenario-Objekt oder der Pfad einer Szenariodatei relativ zur Lektion)</translation>
    </message>
    <message>
        <source>cannot read &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>must be a scenario object or a scenario file&apos;s path, not %1</source>
        <translation>muss ein Szenario-Objekt oder der Pfad einer Szenariodatei sein, nicht %1</translation>
    </message>
    <message>
        <source>a lesson needs at least one step</source>
        <translation>eine Lektion braucht mindestens einen Schritt</translation>
    </message>
    <message>
        <source>missing &quot;steps&quot; (at least one)</source>
        <translation>&quot;steps&quot; fehlt (mindestens einer)</translation>
    </message>
    <message>
        <source>&quot;challenge&quot; is the challenge&apos;s narration section; name the step otherwise</source>
        <translation>&quot;challenge&quot; ist der Erzählabschnitt der Aufgabe; den Schritt bitte anders benennen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is also the id of steps[%2]</source>
        <translation>„%1“ ist auch die ID von steps[%2]</translation>
    </message>
    <message>
        <source>cannot read the narration: %1</source>
        <translation>der Erzähltext kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1	(%2)	lesson %3</source>
        <translation>%1	(%2)	Lektion %3</translation>
    </message>
    <message>
        <source>%1	%2	%3 min	%4	lesson %5</source>
        <translation>%1	%2	%3 min	%4	Lektion %5</translation>
    </message>
    <message>
        <source>section &quot;## %1&quot; appears twice (also on line %2)</source>
        <translation>Abschnitt &quot;## %1&quot; kommt zweimal vor (auch in Zeile %2)</translation>
    </message>
    <message>
        <source>section &quot;## %1&quot; belongs to no step (the steps are %2)</source>
        <translation>Abschnitt &quot;## %1&quot; gehört zu keinem Schritt (die Schritte sind %2)</translation>
    </message>
    <message>
        <source>section &quot;## %1&quot; belongs to no step (did you mean &quot;%2&quot;?)</source>
        <translation>Abschnitt &quot;## %1&quot; gehört zu keinem Schritt (meintest du &quot;%2&quot;?)</translation>
    </message>
    <message>
        <source>section &quot;## %1&quot; is empty</source>
        <translation>Abschnitt &quot;## %1&quot; ist leer</translation>
    </message>
    <message>
        <source>event kind</source>
        <translation>Ereignistyp</translation>
    </message>
    <message>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>error code</source>
        <translation>Fehlercode</translation>
    </message>
    <message>
        <source>only an ApiCall event has an &quot;%1&quot;</source>
        <translation>nur ein ApiCall-Ereignis hat ein &quot;%1&quot;</translation>
    </message>
    <message>
        <source>needs a query: &quot;metric&quot;, &quot;effectsOf&quot;, &quot;receivesOf&quot;, &quot;count&quot;, &quot;timeOf&quot; or &quot;deadlineOf&quot;</source>
        <translation>braucht eine Abfrage: &quot;metric&quot;, &quot;effectsOf&quot;, &quot;receivesOf&quot;, &quot;count&quot;, &quot;timeOf&quot; oder &quot;deadlineOf&quot;</translation>
    </message>
    <message>
        <source>takes only one of a query: &quot;metric&quot;, &quot;effectsOf&quot;, &quot;receivesOf&quot;, &quot;count&quot;, &quot;timeOf&quot; or &quot;deadlineOf&quot;</source>
        <translation>nimmt nur eine Abfrage: &quot;metric&quot;, &quot;effectsOf&quot;, &quot;receivesOf&quot;, &quot;count&quot;, &quot;timeOf&quot; oder &quot;deadlineOf&quot;</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>a deadline is set by a MessageReceived, DuplicateDelivered or VisibilityChanged event, not %1</source>
        <translation>eine Frist wird von einem MessageReceived-, DuplicateDelivered- oder VisibilityChanged-Ereignis gesetzt, nicht von %1</translation>
    </message>
    <message>
        <source>missing &quot;answer&quot; (the number the run gives)</source>
        <translation>&quot;answer&quot; fehlt (die Zahl, die der Lauf ergibt)</translation>
    </message>
    <message>
        <source>missing &quot;query&quot; (what computes the answer from the run, for example {&quot;effectsOf&quot;: &quot;ord_7731&quot;})</source>
        <translation>&quot;query&quot; fehlt (was die Antwort aus dem Lauf berechnet, zum Beispiel {&quot;effectsOf&quot;: &quot;ord_7731&quot;})</translation>
    </message>
    <message>
        <source>missing &quot;choices&quot;</source>
        <translation>&quot;choices&quot; fehlt</translation>
    </message>
    <message>
        <source>a question needs at least two choices</source>
        <translation>eine Frage braucht mindestens zwei Antwortmöglichkeiten</translation>
    </message>
    <message>
        <source>no choice is marked right (&quot;right&quot;: true); a question has exactly one right answer</source>
        <translation>keine Antwortmöglichkeit ist als richtig markiert (&quot;right&quot;: true); eine Frage hat genau eine richtige Antwort</translation>
    </message>
    <message>
        <source>%1 choices are marked right (%2); a question has exactly one right answer</source>
        <translation>%1 Antwortmöglichkeiten sind als richtig markiert (%2); eine Frage hat genau eine richtige Antwort</translation>
    </message>
    <message>
        <source>missing &quot;kind&quot; (&quot;choice&quot;, &quot;number&quot; or &quot;next&quot;)</source>
        <translation>&quot;kind&quot; fehlt (&quot;choice&quot;, &quot;number&quot; oder &quot;next&quot;)</translation>
    </message>
    <message>
        <source>must be an array of names (&quot;m1&quot;, &quot;worker-2&quot;, &quot;effects&quot;, ...) and time spans ([from, to])</source>
        <translation>muss ein Array aus Namen (&quot;m1&quot;, &quot;worker-2&quot;, &quot;effects&quot;, ...) und Zeitspannen ([from, to]) sein</translation>
    </message>
    <message>
        <source>a time span is [from, to] in seconds, with from before to</source>
        <translation>eine Zeitspanne ist [from, to] in Sekunden, mit from vor to</translation>
    </message>
    <message>
        <source>a highlight is a name (&quot;m1&quot;, &quot;worker-2&quot;, &quot;ord_7731&quot;, &quot;orders&quot;, &quot;effects&quot;) or a time span [from, to], not %1</source>
        <translation>eine Hervorhebung ist ein Name (&quot;m1&quot;, &quot;worker-2&quot;, &quot;ord_7731&quot;, &quot;orders&quot;, &quot;effects&quot;) oder eine Zeitspanne [from, to], nicht %1</translation>
    </message>
    <message>
        <source>missing &quot;parameters&quot; (the what-if parameters the student may change)</source>
        <translation>&quot;parameters&quot; fehlt (die Was-wäre-wenn-Parameter, die Lernende ändern dürfen)</translation>
    </message>
    <message>
        <source>must be a non-empty array of what-if parameter names (%1)</source>
        <translation>muss ein nicht leeres Array von Was-wäre-wenn-Parameternamen sein (%1)</translation>
    </message>
    <message>
        <source>must be a what-if parameter name</source>
        <translation>muss ein Was-wäre-wenn-Parametername sein</translation>
    </message>
    <message>
        <source>what-if parameter</source>
        <translation>Was-wäre-wenn-Parameter</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is listed twice</source>
        <translation>„%1“ ist zweimal aufgeführt</translation>
    </message>
    <message>
        <source>needs a comparison: &quot;equals&quot;, &quot;atMost&quot;, &quot;atLeast&quot; (a number) or &quot;equalsMetric&quot; (a metric&apos;s name)</source>
        <translation>braucht einen Vergleich: &quot;equals&quot;, &quot;atMost&quot;, &quot;atLeast&quot; (eine Zahl) oder &quot;equalsMetric&quot; (der Name einer Kennzahl)</translation>
    </message>
    <message>
        <source>takes only one of a comparison: &quot;equals&quot;, &quot;atMost&quot;, &quot;atLeast&quot; (a number) or &quot;equalsMetric&quot; (a metric&apos;s name)</source>
        <translation>nimmt nur einen Vergleich: &quot;equals&quot;, &quot;atMost&quot;, &quot;atLeast&quot; (eine Zahl) oder &quot;equalsMetric&quot; (der Name einer Kennzahl)</translation>
    </message>
    <message>
        <source>needs at least one condition, for example {&quot;metric&quot;: &quot;duplicateEffects&quot;, &quot;equals&quot;: 0}</source>
        <translation>braucht mindestens eine Bedingung, zum Beispiel {&quot;metric&quot;: &quot;duplicateEffects&quot;, &quot;equals&quot;: 0}</translation>
    </message>
    <message>
        <source>must be an object of parameter values, for example {&quot;visibilityTimeout&quot;: 60}</source>
        <translation>muss ein Objekt aus Parameterwerten sein, zum Beispiel {&quot;visibilityTimeout&quot;: 60}</translation>
    </message>
    <message>
        <source>not one of the challenge&apos;s &quot;parameters&quot; (%1): the student could not make this change</source>
        <translation>nicht unter den &quot;parameters&quot; der Aufgabe (%1): Lernende könnten diese Änderung nicht vornehmen</translation>
    </message>
    <message>
        <source>missing &quot;solution&quot; (parameter values that make the run pass)</source>
        <translation>&quot;solution&quot; fehlt (Parameterwerte, mit denen der Lauf besteht)</translation>
    </message>
    <message>
        <source>must be an array of the ids of the steps the page backs</source>
        <translation>muss ein Array mit den IDs der Schritte sein, die die Seite belegt</translation>
    </message>
    <message>
        <source>must be a step id, not %1</source>
        <translation>muss eine Schritt-ID sein, nicht %1</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>is empty: it names the page for people</source>
        <translation>ist leer: Er benennt die Seite für Menschen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an https URL: a source is the https address of the page its facts come from, for example https://docs.aws.amazon.com/...</source>
        <translation>„%1“ ist keine https-URL: Eine Quelle ist die https-Adresse der Seite, aus der ihre Fakten stammen, zum Beispiel https://docs.aws.amazon.com/...</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a step id: lower-case letters, digits and dashes, as in its &quot;## %1&quot; narration section</source>
        <translation>„%1“ ist keine Schritt-ID: Kleinbuchstaben, Ziffern und Bindestriche, wie in ihrem Erzählabschnitt &quot;## %1&quot;</translation>
    </message>
    <message>
        <source>a step is pinned either to a time (&quot;at&quot;, seconds) or to an &quot;event&quot;, not both</source>
        <translation>ein Schritt ist entweder an eine Zeit (&quot;at&quot;, Sekunden) oder an ein &quot;event&quot; geheftet, nicht an beides</translation>
    </message>
    <message>
        <source>%1 hints: a challenge has at most three</source>
        <translation>%1 Hinweise: Eine Aufgabe hat höchstens drei</translation>
    </message>
    <message>
        <source>missing &quot;sources&quot; (the AWS pages the lesson&apos;s facts come from, each {&quot;title&quot;: ..., &quot;url&quot;: &quot;https://docs.aws.amazon.com/...&quot;})</source>
        <translation>&quot;sources&quot; fehlt (die AWS-Seiten, aus denen die Fakten der Lektion stammen, jeweils {&quot;title&quot;: ..., &quot;url&quot;: &quot;https://docs.aws.amazon.com/...&quot;})</translation>
    </message>
    <message>
        <source>must be a non-empty array of sources, each {&quot;title&quot;: ..., &quot;url&quot;: &quot;https://...&quot;}: a lesson names the pages its facts come from</source>
        <translation>muss ein nicht leeres Array von Quellen sein, jeweils {&quot;title&quot;: ..., &quot;url&quot;: &quot;https://...&quot;}: Eine Lektion nennt die Seiten, aus denen ihre Fakten stammen</translation>
    </message>
    <message>
        <source>%1 by %2 at %3</source>
        <translation>%1 durch %2 bei %3</translation>
    </message>
    <message>
        <source>by %1 at %2</source>
        <translation>durch %1 bei %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>the run has no %1 at all</source>
        <translation>der Lauf hat überhaupt kein %1</translation>
    </message>
    <message>
        <source>the run has no %1 (%2 in the run: %3)</source>
        <translation>der Lauf hat kein %1 (%2 im Lauf: %3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>at %1, before steps[%2] (%3): steps go forward in time</source>
        <translation>bei %1, vor steps[%2] (%3): Schritte gehen in der Zeit vorwärts</translation>
    </message>
    <message>
        <source>the compared run cannot start: %1</source>
        <translation>der Vergleichslauf kann nicht starten: %1</translation>
    </message>
    <message>
        <source>the compared run does the same things at the same moments as the lesson&apos;s: there is nothing to compare</source>
        <translation>der Vergleichslauf tut dasselbe zu denselben Zeitpunkten wie der Lauf der Lektion: Es gibt nichts zu vergleichen</translation>
    </message>
    <message>
        <source>%1 is past the end of the run (%2)</source>
        <translation>%1 liegt nach dem Ende des Laufs (%2)</translation>
    </message>
    <message>
        <source>the span ends at %1, after the end of the run (%2)</source>
        <translation>die Zeitspanne endet bei %1, nach dem Ende des Laufs (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names nothing in the run: messages %2; workers %3; keys %4; queues %5; lanes effects</source>
        <translation>„%1“ benennt nichts im Lauf: Nachrichten %2; Worker %3; Schlüssel %4; Warteschlangen %5; Spuren effects</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names nothing in the run (did you mean &quot;%6&quot;?): messages %2; workers %3; keys %4; queues %5; lanes effects</source>
        <translation>„%1“ benennt nichts im Lauf (meintest du „%6“?): Nachrichten %2; Worker %3; Schlüssel %4; Warteschlangen %5; Spuren effects</translation>
    </message>
    <message>
        <source>%1 disagrees with the run: %2 is %3</source>
        <translation>%1 widerspricht dem Lauf: %2 ist %3</translation>
    </message>
    <message>
        <source>already passes in its starting state (every condition holds): there is nothing for the student to fix</source>
        <translation>besteht schon im Ausgangszustand (jede Bedingung gilt): Lernende haben nichts zu beheben</translation>
    </message>
    <message>
        <source>%1 does not apply to this scenario (%2)</source>
        <translation>%1 passt nicht zu diesem Szenario (%2)</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>the reference solution does not pass: %1</source>
        <translation>die Referenzlösung besteht nicht: %1</translation>
    </message>
    <message>
        <source>%1 is %2 in the English lesson, not %3</source>
        <translation>%1 ist in der englischen Lektion %2, nicht %3</translation>
    </message>
    <message>
        <source>empty, where the English lesson has a text</source>
        <translation>leer, wo die englische Lektion einen Text hat</translation>
    </message>
    <message>
        <source>missing &quot;%1&quot;: the English lesson has %2</source>
        <translation>&quot;%1&quot; fehlt: Die englische Lektion hat %2</translation>
    </message>
    <message>
        <source>%1 is not in the English lesson</source>
        <translation>%1 ist nicht in der englischen Lektion</translation>
    </message>
    <message>
        <source>the English lesson has %n item here, not %1</source>
        <translation>die englische Lektion hat hier %n Eintrag, nicht %1</translation>
    </message>
    <message>
        <source>the English lesson has %n items here, not %1</source>
        <translation>die englische Lektion hat hier %n Einträge, nicht %1</translation>
    </message>
    <message>
        <source>the English lesson&apos;s step &quot;%1&quot; is missing</source>
        <translation>der Schritt „%1“ der englischen Lektion fehlt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a step of the English lesson</source>
        <translation>„%1“ ist kein Schritt der englischen Lektion</translation>
    </message>
    <message>
        <source>the step &quot;%1&quot; is out of order: the English lesson&apos;s steps are %2</source>
        <translation>der Schritt „%1“ steht an der falschen Stelle: Die Schritte der englischen Lektion sind %2</translation>
    </message>
    <message>
        <source>the right choice is choice %1 in the English lesson, not choice %2</source>
        <translation>die richtige Antwortmöglichkeit ist in der englischen Lektion Nr. %1, nicht Nr. %2</translation>
    </message>
    <message>
        <source>the right choice is choice %1 alone in the English lesson</source>
        <translation>in der englischen Lektion ist nur Antwortmöglichkeit %1 richtig</translation>
    </message>
    <message>
        <source>the English narration&apos;s section &quot;## %1&quot; is missing</source>
        <translation>der Abschnitt &quot;## %1&quot; des englischen Erzähltexts fehlt</translation>
    </message>
    <message>
        <source>cannot compare with the English lesson: %1</source>
        <translation>Vergleich mit der englischen Lektion nicht möglich: %1</translation>
    </message>
    <message>
        <source>the section &quot;## %1&quot; is not in the English narration</source>
        <translation>der Abschnitt &quot;## %1&quot; ist nicht im englischen Erzähltext</translation>
    </message>
    <message>
        <source>the section &quot;## %1&quot; is out of order: the English narration&apos;s sections are %2</source>
        <translation>der Abschnitt &quot;## %1&quot; steht an der falschen Stelle: Die Abschnitte des englischen Erzähltexts sind %2</translation>
    </message>
    <message>
        <source>translates no lesson: there is no %1 in the folder above (a translation has the name of the lesson it translates)</source>
        <translation>übersetzt keine Lektion: Im übergeordneten Ordner gibt es kein %1 (eine Übersetzung trägt den Namen der Lektion, die sie übersetzt)</translation>
    </message>
    <message>
        <source>%1: %2 of %3 translations load, check cleanly and match their English lessons</source>
        <translation>%1: %2 von %3 Übersetzungen laden, bestehen die Prüfung und passen zu ihren englischen Lektionen</translation>
    </message>
    <message>
        <source>%1: %2 of %3 lessons have no translation and are shown in English</source>
        <translation>%1: %2 von %3 Lektionen haben keine Übersetzung und werden auf Englisch angezeigt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: unknown key (valid keys: %2)</source>
        <translation>%1: unbekannter Schlüssel (gültige Schlüssel: %2)</translation>
    </message>
    <message>
        <source>%1: unknown key (did you mean &quot;%2&quot;?)</source>
        <translation>%1: unbekannter Schlüssel (meintest du „%2“?)</translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot; (one of %3)</source>
        <translation>%1 „%2“ unbekannt (möglich: %3)</translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot; (did you mean &quot;%3&quot;?)</source>
        <translation>%1 „%2“ unbekannt (meintest du „%3“?)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>„%1“ ist keiner der Werte %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2 (did you mean &quot;%3&quot;?)</source>
        <translation>„%1“ ist keiner der Werte %2 (meintest du „%3“?)</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3 seconds)</source>
        <translation>%1 liegt außerhalb des Bereichs (%2 bis %3 Sekunden)</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 liegt außerhalb des Bereichs (%2 bis %3)</translation>
    </message>
    <message>
        <source>missing &quot;%1&quot;</source>
        <translation>&quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <source>no queue named &quot;%1&quot; in &quot;queues&quot;</source>
        <translation>keine Warteschlange namens „%1“ in &quot;queues&quot;</translation>
    </message>
    <message>
        <source>no queue named &quot;%1&quot; in &quot;queues&quot; (did you mean &quot;%2&quot;?)</source>
        <translation>keine Warteschlange namens „%1“ in &quot;queues&quot; (meintest du „%2“?)</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>the run cannot start: %1</source>
        <translation>der Lauf kann nicht starten: %1</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>die Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>no section &quot;## %1&quot; in %2</source>
        <translation>kein Abschnitt &quot;## %1&quot; in %2</translation>
    </message>
    <message>
        <source>needs &quot;min&quot; and &quot;max&quot; (seconds)</source>
        <translation>braucht &quot;min&quot; und &quot;max&quot; (Sekunden)</translation>
    </message>
    <message>
        <source>&quot;min&quot; must not be above &quot;max&quot;</source>
        <translation>&quot;min&quot; darf nicht über &quot;max&quot; liegen</translation>
    </message>
    <message>
        <source>needs &quot;mean&quot; and &quot;sd&quot; (seconds)</source>
        <translation>braucht &quot;mean&quot; und &quot;sd&quot; (Sekunden)</translation>
    </message>
    <message>
        <source>needs &quot;p50&quot; and &quot;p99&quot; (seconds)</source>
        <translation>braucht &quot;p50&quot; und &quot;p99&quot; (Sekunden)</translation>
    </message>
    <message>
        <source>&quot;p50&quot; must not be above &quot;p99&quot;</source>
        <translation>&quot;p50&quot; darf nicht über &quot;p99&quot; liegen</translation>
    </message>
    <message>
        <source>a segment needs &quot;from&quot;, &quot;to&quot; (seconds) and &quot;profile&quot;</source>
        <translation>ein Segment braucht &quot;from&quot;, &quot;to&quot; (Sekunden) und &quot;profile&quot;</translation>
    </message>
    <message>
        <source>&quot;from&quot; must be before &quot;to&quot;</source>
        <translation>&quot;from&quot; muss vor &quot;to&quot; liegen</translation>
    </message>
    <message>
        <source>a piecewise duration needs &quot;otherwise&quot; (the usual duration)</source>
        <translation>eine stückweise Dauer braucht &quot;otherwise&quot; (die übliche Dauer)</translation>
    </message>
    <message>
        <source>must be a number of seconds or an object, not %1</source>
        <translation>muss eine Anzahl Sekunden oder ein Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>a duration is a number of seconds or an object with exactly one of &quot;fixed&quot;, &quot;uniform&quot;, &quot;normal&quot;, &quot;lognormal&quot;, &quot;piecewise&quot;</source>
        <translation>eine Dauer ist eine Anzahl Sekunden oder ein Objekt mit genau einem von &quot;fixed&quot;, &quot;uniform&quot;, &quot;normal&quot;, &quot;lognormal&quot;, &quot;piecewise&quot;</translation>
    </message>
    <message>
        <source>no &quot;producers&quot;: nothing would ever be sent</source>
        <translation>keine &quot;producers&quot;: Es würde nie etwas gesendet</translation>
    </message>
    <message>
        <source>missing &quot;queues&quot; (at least one queue)</source>
        <translation>&quot;queues&quot; fehlt (mindestens eine Warteschlange)</translation>
    </message>
    <message>
        <source>CreateQueue refuses it: %1</source>
        <translation>CreateQueue lehnt das ab: %1</translation>
    </message>
    <message>
        <source>a FIFO queue&apos;s name must end in .fifo</source>
        <translation>der Name einer FIFO-Warteschlange muss auf .fifo enden</translation>
    </message>
    <message>
        <source>a queue named *.fifo must have &quot;fifo&quot;: true</source>
        <translation>eine Warteschlange namens *.fifo muss &quot;fifo&quot;: true haben</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is defined twice</source>
        <translation>„%1“ ist zweimal definiert</translation>
    </message>
    <message>
        <source>only a FIFO queue has content-based deduplication</source>
        <translation>nur eine FIFO-Warteschlange hat inhaltsbasierte Deduplizierung</translation>
    </message>
    <message>
        <source>only a FIFO queue has a deduplication scope</source>
        <translation>nur eine FIFO-Warteschlange hat einen Deduplizierungsbereich</translation>
    </message>
    <message>
        <source>must be an object of strings</source>
        <translation>muss ein Objekt aus Strings sein</translation>
    </message>
    <message>
        <source>must be a string, as in the SQS API</source>
        <translation>muss ein String sein, wie in der SQS-API</translation>
    </message>
    <message>
        <source>missing &quot;maxReceiveCount&quot; (1 to 1000)</source>
        <translation>&quot;maxReceiveCount&quot; fehlt (1 bis 1000)</translation>
    </message>
    <message>
        <source>a dead-letter queue must be of the same type (FIFO or standard) as its source</source>
        <translation>eine Warteschlange für unzustellbare Nachrichten muss vom selben Typ (FIFO oder Standard) sein wie ihre Quelle</translation>
    </message>
    <message>
        <source>a queue cannot be its own dead-letter queue</source>
        <translation>eine Warteschlange kann nicht ihre eigene Warteschlange für unzustellbare Nachrichten sein</translation>
    </message>
    <message>
        <source>an outage needs &quot;from&quot; before &quot;to&quot; (seconds)</source>
        <translation>ein Ausfall braucht &quot;from&quot; vor &quot;to&quot; (Sekunden)</translation>
    </message>
    <message>
        <source>sends nothing: give &quot;messages&quot;, &quot;rate&quot; or &quot;bursts&quot;</source>
        <translation>sendet nichts: &quot;messages&quot;, &quot;rate&quot; oder &quot;bursts&quot; angeben</translation>
    </message>
    <message>
        <source>missing &quot;to&quot; (seconds)</source>
        <translation>&quot;to&quot; fehlt (Sekunden)</translation>
    </message>
    <message>
        <source>missing &quot;perSecond&quot;</source>
        <translation>&quot;perSecond&quot; fehlt</translation>
    </message>
    <message>
        <source>missing &quot;policy&quot; (fixed, byKey or roundRobin)</source>
        <translation>&quot;policy&quot; fehlt (fixed, byKey oder roundRobin)</translation>
    </message>
    <message>
        <source>sends to a FIFO queue: give &quot;group&quot; (every FIFO message needs a MessageGroupId)</source>
        <translation>sendet an eine FIFO-Warteschlange: &quot;group&quot; angeben (jede FIFO-Nachricht braucht eine MessageGroupId)</translation>
    </message>
    <message>
        <source>sends to a FIFO queue without content-based deduplication: give &quot;deduplication&quot; (&quot;byKey&quot; or &quot;byMessage&quot;)</source>
        <translation>sendet an eine FIFO-Warteschlange ohne inhaltsbasierte Deduplizierung: &quot;deduplication&quot; angeben (&quot;byKey&quot; oder &quot;byMessage&quot;)</translation>
    </message>
    <message>
        <source>&quot;idempotency&quot;: &quot;providerKey&quot; needs a &quot;service&quot; to pass the key to</source>
        <translation>&quot;idempotency&quot;: &quot;providerKey&quot; braucht einen &quot;service&quot;, an den der Schlüssel geht</translation>
    </message>
    <message>
        <source>another worker is already named &quot;%1&quot;; give each worker entry its own name</source>
        <translation>ein anderer Worker heißt schon „%1“; jedem Worker-Eintrag einen eigenen Namen geben</translation>
    </message>
    <message>
        <source>a heartbeat needs &quot;every&quot; and &quot;extendTo&quot; (seconds)</source>
        <translation>ein Heartbeat braucht &quot;every&quot; und &quot;extendTo&quot; (Sekunden)</translation>
    </message>
    <message>
        <source>a backoff needs &quot;base&quot; (seconds)</source>
        <translation>ein Backoff braucht &quot;base&quot; (Sekunden)</translation>
    </message>
    <message>
        <source>a crash needs either &quot;at&quot; (seconds) or &quot;point&quot;, not both</source>
        <translation>ein Absturz braucht entweder &quot;at&quot; (Sekunden) oder &quot;point&quot;, nicht beides</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2 to %3</source>
        <translation>„%1“ liegt nicht zwischen %2 und %3</translation>
    </message>
    <message>
        <source>another lambda is already named &quot;%1&quot;; give each lambda entry its own name</source>
        <translation>eine andere Lambda-Funktion heißt schon „%1“; jedem Lambda-Eintrag einen eigenen Namen geben</translation>
    </message>
    <message>
        <source>a worker is already named &quot;%1&quot;</source>
        <translation>ein Worker heißt schon „%1“</translation>
    </message>
    <message>
        <source>Queue visibility timeout: %1 seconds is less than Function timeout: %2 seconds (Lambda rejects the mapping; AWS recommends a visibility timeout of at least 6 times the function timeout)</source>
        <translation>Queue visibility timeout: %1 seconds is less than Function timeout: %2 seconds (Lambda lehnt die Zuordnung ab; AWS empfiehlt ein Sichtbarkeits-Timeout von mindestens dem 6-Fachen des Funktions-Timeouts)</translation>
    </message>
    <message>
        <source>%1 is out of range for a FIFO queue (1 to 10)</source>
        <translation>%1 liegt für eine FIFO-Warteschlange außerhalb des Bereichs (1 bis 10)</translation>
    </message>
    <message>
        <source>a batching window is not supported for a FIFO queue</source>
        <translation>ein Batch-Fenster wird für eine FIFO-Warteschlange nicht unterstützt</translation>
    </message>
    <message>
        <source>a batch size above 10 needs a &quot;batchingWindow&quot; of at least 1 second</source>
        <translation>eine Batch-Größe über 10 braucht ein &quot;batchingWindow&quot; von mindestens 1 Sekunde</translation>
    </message>
    <message>
        <source>missing &quot;at&quot; (seconds)</source>
        <translation>&quot;at&quot; fehlt (Sekunden)</translation>
    </message>
    <message>
        <source>an operation is either {&quot;redrive&quot;: DEAD-LETTER QUEUE} or {&quot;purge&quot;: QUEUE}</source>
        <translation>eine Operation ist entweder {&quot;redrive&quot;: DLQ} oder {&quot;purge&quot;: WARTESCHLANGE}</translation>
    </message>
    <message>
        <source>&quot;to&quot; and &quot;perSecond&quot; belong to a redrive, not a purge</source>
        <translation>&quot;to&quot; und &quot;perSecond&quot; gehören zu einem Redrive, nicht zu einem Leeren (purge)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no queue&apos;s dead-letter queue (SQS: &quot;Source queue must be configured as a Dead Letter Queue.&quot;)</source>
        <translation>„%1“ ist für keine Warteschlange die Warteschlange für unzustellbare Nachrichten (SQS: &quot;Source queue must be configured as a Dead Letter Queue.&quot;)</translation>
    </message>
    <message>
        <source>no service named &quot;%1&quot; in &quot;services&quot;</source>
        <translation>kein Dienst namens „%1“ in &quot;services&quot;</translation>
    </message>
    <message>
        <source>this is a lesson, not a scenario (it has &quot;steps&quot;); its scenario is &quot;%1&quot; (from the lesson&apos;s folder)</source>
        <translation>das ist eine Lektion, kein Szenario (sie hat &quot;steps&quot;); ihr Szenario ist „%1“ (vom Ordner der Lektion aus)</translation>
    </message>
    <message>
        <source>this is a lesson, not a scenario (it has &quot;steps&quot;)</source>
        <translation>das ist eine Lektion, kein Szenario (sie hat &quot;steps&quot;)</translation>
    </message>
    <message>
        <source>%1 is not a text: a scenario&apos;s translation holds only its title, description and services (names, queues and timings stay in the English file)</source>
        <translation>%1 ist kein Text: Die Übersetzung eines Szenarios enthält nur seinen Titel, seine Beschreibung und seine Dienste (Namen, Warteschlangen und Zeiten bleiben in der englischen Datei)</translation>
    </message>
    <message>
        <source>%1 is not a text: a translated service holds only its name, effect and effectPast (timings stay in the English file)</source>
        <translation>%1 ist kein Text: Ein übersetzter Dienst enthält nur seinen Namen, effect und effectPast (Zeiten bleiben in der englischen Datei)</translation>
    </message>
    <message>
        <source>the English scenario has no text here to translate</source>
        <translation>das englische Szenario hat hier keinen Text, den man übersetzen könnte</translation>
    </message>
    <message>
        <source>empty, where the English scenario has a text</source>
        <translation>leer, wo das englische Szenario einen Text hat</translation>
    </message>
    <message>
        <source>missing &quot;name&quot;: the name of the English scenario&apos;s service it translates</source>
        <translation>&quot;name&quot; fehlt: der Name des Dienstes im englischen Szenario, den er übersetzt</translation>
    </message>
    <message>
        <source>the English scenario has no services</source>
        <translation>das englische Szenario hat keine Dienste</translation>
    </message>
    <message>
        <source>no service named &quot;%1&quot; in the English scenario (its services are %2)</source>
        <translation>kein Dienst namens &quot;%1&quot; im englischen Szenario (seine Dienste sind %2)</translation>
    </message>
    <message>
        <source>translates no scenario: there is no %1 in the folder above (a translation has the name of the scenario it translates)</source>
        <translation>übersetzt kein Szenario: Im Ordner darüber gibt es kein %1 (eine Übersetzung hat den Namen des Szenarios, das sie übersetzt)</translation>
    </message>
    <message>
        <source>cannot compare with the English scenario: %1</source>
        <translation>kann nicht mit dem englischen Szenario verglichen werden: %1</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Two workers long-poll the queue orders, whose visibility timeout is %1 s. One order is sent at t=0; the worker that receives it works on it for %2 s. At what time is the order received for the second time?</source>
        <translation>Zwei Worker fragen die Warteschlange orders per Langabfrage ab; ihr Sichtbarkeits-Timeout beträgt %1 s. Eine Bestellung wird bei t=0 gesendet; der Worker, der sie empfängt, arbeitet %2 s daran. Zu welchem Zeitpunkt wird die Bestellung zum zweiten Mal empfangen?</translation>
    </message>
    <message>
        <source>Three workers long-poll the queue orders, whose visibility timeout is %1 s; each job takes %2 s. One order is sent at t=0. At what time is it received for the third time?</source>
        <translation>Drei Worker fragen die Warteschlange orders per Langabfrage ab; ihr Sichtbarkeits-Timeout beträgt %1 s, jeder Job dauert %2 s. Eine Bestellung wird bei t=0 gesendet. Zu welchem Zeitpunkt wird sie zum dritten Mal empfangen?</translation>
    </message>
    <message>
        <source>The queue orders has a visibility timeout of %1 s, but its two workers receive with VisibilityTimeout=%2; each job takes %3 s. One order is sent at t=0. At what time is it received for the second time?</source>
        <translation>Die Warteschlange orders hat ein Sichtbarkeits-Timeout von %1 s, aber ihre zwei Worker empfangen mit VisibilityTimeout=%2; jeder Job dauert %3 s. Eine Bestellung wird bei t=0 gesendet. Zu welchem Zeitpunkt wird sie zum zweiten Mal empfangen?</translation>
    </message>
    <message>
        <source>A worker receives an order at t=0 from a queue whose visibility timeout is %1 s. Its job takes %4 s, and every %2 s of the job it calls ChangeMessageVisibility with VisibilityTimeout=%3. What visibility deadline does its first heartbeat set?</source>
        <translation>Ein Worker empfängt bei t=0 eine Bestellung aus einer Warteschlange mit einem Sichtbarkeits-Timeout von %1 s. Sein Job dauert %4 s, und alle %2 s des Jobs ruft er ChangeMessageVisibility mit VisibilityTimeout=%3 auf. Welche Sichtbarkeitsfrist setzt sein erster Heartbeat?</translation>
    </message>
    <message>
        <source>A worker receives an order at t=0 from a queue whose visibility timeout is %1 s. Its job takes %4 s, and every %2 s of the job it calls ChangeMessageVisibility with VisibilityTimeout=%3. What visibility deadline does its third heartbeat set?</source>
        <translation>Ein Worker empfängt bei t=0 eine Bestellung aus einer Warteschlange mit einem Sichtbarkeits-Timeout von %1 s. Sein Job dauert %4 s, und alle %2 s des Jobs ruft er ChangeMessageVisibility mit VisibilityTimeout=%3 auf. Welche Sichtbarkeitsfrist setzt sein dritter Heartbeat?</translation>
    </message>
    <message>
        <source>A worker receives an order at t=0 from a queue whose visibility timeout is %1 s. Its job takes %4 s, and every %2 s of the job it calls ChangeMessageVisibility with VisibilityTimeout=%3. At what time does the order become visible again?</source>
        <translation>Ein Worker empfängt bei t=0 eine Bestellung aus einer Warteschlange mit einem Sichtbarkeits-Timeout von %1 s. Sein Job dauert %4 s, und alle %2 s des Jobs ruft er ChangeMessageVisibility mit VisibilityTimeout=%3 auf. Zu welchem Zeitpunkt wird die Bestellung wieder sichtbar?</translation>
    </message>
    <message>
        <source>The queue orders (visibility timeout %2 s) has a dead-letter queue with maxReceiveCount %1. Its worker fails on ord_1 every time: the job fails after %3 s and the message is not deleted. How many times is ord_1 received from orders before it moves to the dead-letter queue?</source>
        <translation>Die Warteschlange orders (Sichtbarkeits-Timeout %2 s) hat eine Warteschlange für unzustellbare Nachrichten mit maxReceiveCount %1. Ihr Worker scheitert jedes Mal an ord_1: Der Job schlägt nach %3 s fehl, und die Nachricht wird nicht gelöscht. Wie oft wird ord_1 aus orders empfangen, bevor sie in die DLQ verschoben wird?</translation>
    </message>
    <message>
        <source>The queue orders (visibility timeout %2 s) has a dead-letter queue with maxReceiveCount %1. Its worker fails on ord_1 every time: the job fails after %3 s and the message is not deleted. At what time does ord_1 arrive in the dead-letter queue?</source>
        <translation>Die Warteschlange orders (Sichtbarkeits-Timeout %2 s) hat eine Warteschlange für unzustellbare Nachrichten mit maxReceiveCount %1. Ihr Worker scheitert jedes Mal an ord_1: Der Job schlägt nach %3 s fehl, und die Nachricht wird nicht gelöscht. Zu welchem Zeitpunkt kommt ord_1 in der DLQ an?</translation>
    </message>
    <message>
        <source>The queue orders has a dead-letter queue with maxReceiveCount %1. Its worker fails on ord_1 after %2 s every time, and then sets the message&apos;s visibility timeout to min(%4, %3 × 2^(receive count − 1)) s: exponential backoff. At what time does ord_1 arrive in the dead-letter queue?</source>
        <translation>Die Warteschlange orders hat eine Warteschlange für unzustellbare Nachrichten mit maxReceiveCount %1. Ihr Worker scheitert jedes Mal nach %2 s an ord_1 und setzt dann das Sichtbarkeits-Timeout der Nachricht auf min(%4, %3 × 2^(Empfangszähler − 1)) s: exponentielles Backoff. Zu welchem Zeitpunkt kommt ord_1 in der DLQ an?</translation>
    </message>
    <message>
        <source>A worker long-polls the empty queue orders with WaitTimeSeconds=%2 from t=0, and polls again at once after each empty answer. How many empty receives has it had by t=%1?</source>
        <translation>Ein Worker fragt die leere Warteschlange orders ab t=0 per Langabfrage mit WaitTimeSeconds=%2 ab und fragt nach jeder leeren Antwort sofort wieder ab. Wie viele leere Empfänge hatte er bis t=%1?</translation>
    </message>
    <message>
        <source>A worker short-polls (WaitTimeSeconds=0) the empty queue orders from t=0, and pauses %2 s after each empty answer. How many empty receives has it had by t=%1?</source>
        <translation>Ein Worker fragt die leere Warteschlange orders ab t=0 per Kurzabfrage (WaitTimeSeconds=0) ab und pausiert nach jeder leeren Antwort %2 s. Wie viele leere Empfänge hatte er bis t=%1?</translation>
    </message>
    <message>
        <source>The queue orders has a delivery delay of %1 s. An order is sent at t=%2, and a worker is long-polling the queue. At what time does the worker receive the order?</source>
        <translation>Die Warteschlange orders hat eine Zustellverzögerung von %1 s. Eine Bestellung wird bei t=%2 gesendet, und ein Worker fragt die Warteschlange per Langabfrage ab. Zu welchem Zeitpunkt empfängt der Worker die Bestellung?</translation>
    </message>
    <message>
        <source>The queue orders has a delivery delay of %1 s. An order is sent at t=%2 with DelaySeconds=%3 (a message timer), and a worker is long-polling the queue. At what time does the worker receive the order?</source>
        <translation>Die Warteschlange orders hat eine Zustellverzögerung von %1 s. Eine Bestellung wird bei t=%2 mit DelaySeconds=%3 gesendet (ein Nachrichten-Timer), und ein Worker fragt die Warteschlange per Langabfrage ab. Zu welchem Zeitpunkt empfängt der Worker die Bestellung?</translation>
    </message>
    <message>
        <source>The FIFO queue orders.fifo has a delivery delay of %1 s. Two orders of the same message group are sent, at t=0 and t=%2; two workers long-poll the queue and each job takes %3 s. At what time is the second order received?</source>
        <translation>Die FIFO-Warteschlange orders.fifo hat eine Zustellverzögerung von %1 s. Zwei Bestellungen derselben Nachrichtengruppe werden bei t=0 und t=%2 gesendet; zwei Worker fragen die Warteschlange per Langabfrage ab, und jeder Job dauert %3 s. Zu welchem Zeitpunkt wird die zweite Bestellung empfangen?</translation>
    </message>
    <message>
        <source>The queue orders keeps messages %1 s (MessageRetentionPeriod). An order sent at t=%2 fails every time: its worker receives it, fails, and receives it again each time its visibility timeout of %3 s ends. At what time does the order expire?</source>
        <translation>Die Warteschlange orders bewahrt Nachrichten %1 s auf (MessageRetentionPeriod). Eine bei t=%2 gesendete Bestellung scheitert jedes Mal: Ihr Worker empfängt sie, scheitert und empfängt sie jedes Mal wieder, wenn ihr Sichtbarkeits-Timeout von %3 s endet. Zu welchem Zeitpunkt läuft die Bestellung ab?</translation>
    </message>
    <message>
        <source>The queue orders has a delivery delay of %3 s and keeps messages %1 s. An order is sent at t=%2, and nobody reads the queue. At what time does the order expire?</source>
        <translation>Die Warteschlange orders hat eine Zustellverzögerung von %3 s und bewahrt Nachrichten %1 s auf. Eine Bestellung wird bei t=%2 gesendet, und niemand liest die Warteschlange. Zu welchem Zeitpunkt läuft die Bestellung ab?</translation>
    </message>
    <message>
        <source>The standard queue orders (visibility timeout %2 s) moves a message to its dead-letter queue after %1 receives; the dead-letter queue keeps messages %3 s. An order sent at t=%4 fails every time. At what time does it expire in the dead-letter queue?</source>
        <translation>Die Standard-Warteschlange orders (Sichtbarkeits-Timeout %2 s) verschiebt eine Nachricht nach %1 Empfängen in ihre Warteschlange für unzustellbare Nachrichten; diese bewahrt Nachrichten %3 s auf. Eine bei t=%4 gesendete Bestellung scheitert jedes Mal. Zu welchem Zeitpunkt läuft sie in der DLQ ab?</translation>
    </message>
    <message>
        <source>%1 orders of one message group are sent to orders.fifo at t=0. Two workers long-poll the queue, one message at a time, and each job takes %2 s. At what time is m%3 (the order sent in place %3) received?</source>
        <translation>%1 Bestellungen einer Nachrichtengruppe werden bei t=0 an orders.fifo gesendet. Zwei Worker fragen die Warteschlange per Langabfrage ab, je eine Nachricht auf einmal, und jeder Job dauert %2 s. Zu welchem Zeitpunkt wird m%3 (die an Stelle %3 gesendete Bestellung) empfangen?</translation>
    </message>
    <message>
        <source>%1 orders are sent to orders.fifo at t=0, alternating between two message groups (m1 in the first, m2 in the second, m3 in the first, ...). Two workers long-poll the queue, one message at a time, and each job takes %2 s. At what time is m%3 received?</source>
        <translation>%1 Bestellungen werden bei t=0 an orders.fifo gesendet, abwechselnd in zwei Nachrichtengruppen (m1 in der ersten, m2 in der zweiten, m3 in der ersten, ...). Zwei Worker fragen die Warteschlange per Langabfrage ab, je eine Nachricht auf einmal, und jeder Job dauert %2 s. Zu welchem Zeitpunkt wird m%3 empfangen?</translation>
    </message>
    <message>
        <source>The same order, with the deduplication id ord_1, is sent to orders.fifo %1 times, at t=%2. How many of these sends put a message in the queue?</source>
        <translation>Dieselbe Bestellung mit der Deduplizierungs-ID ord_1 wird %1-mal bei t=%2 an orders.fifo gesendet. Wie viele dieser Sendungen legen eine Nachricht in die Warteschlange?</translation>
    </message>
    <message>
        <source>A Lambda function reads orders (visibility timeout %2 s) in batches of %1. %1 orders arrive at t=0; the last one, ord_%1, always fails, and the function does not report batch item failures. By t=%3, how many times has ord_1 been processed?</source>
        <translation>Eine Lambda-Funktion liest orders (Sichtbarkeits-Timeout %2 s) in Batches von %1. %1 Bestellungen kommen bei t=0 an; die letzte, ord_%1, schlägt immer fehl, und die Funktion meldet keine Fehler einzelner Batch-Einträge. Wie oft wurde ord_1 bis t=%3 verarbeitet?</translation>
    </message>
    <message>
        <source>A Lambda function reads orders (visibility timeout %2 s) in batches of %1. %1 orders arrive at t=0; the last one, ord_%1, always fails, and the function reports batch item failures (ReportBatchItemFailures). By t=%3, how many times has ord_1 been processed?</source>
        <translation>Eine Lambda-Funktion liest orders (Sichtbarkeits-Timeout %2 s) in Batches von %1. %1 Bestellungen kommen bei t=0 an; die letzte, ord_%1, schlägt immer fehl, und die Funktion meldet Fehler einzelner Batch-Einträge (ReportBatchItemFailures). Wie oft wurde ord_1 bis t=%3 verarbeitet?</translation>
    </message>
    <message>
        <source>A Lambda function reads orders (visibility timeout %3 s) in batches of %1, with ReportBatchItemFailures. %1 orders arrive at t=0, and %2 of them always fail. By t=%4, how many receives of these orders have there been in all?</source>
        <translation>Eine Lambda-Funktion liest orders (Sichtbarkeits-Timeout %3 s) in Batches von %1, mit ReportBatchItemFailures. %1 Bestellungen kommen bei t=0 an, und %2 davon schlagen immer fehl. Wie viele Empfänge dieser Bestellungen gab es bis t=%4 insgesamt?</translation>
    </message>
    <message>
        <source>%3 workers long-poll orders (visibility timeout %1 s). worker-1 receives an order at t=0 and works on it for %2 s; meanwhile the order is received again. At t=%2 worker-1 calls DeleteMessage with the receipt handle of its own receive. What does AWS promise?</source>
        <translation>%3 Worker fragen orders (Sichtbarkeits-Timeout %1 s) per Langabfrage ab. worker-1 empfängt bei t=0 eine Bestellung und arbeitet %2 s daran; währenddessen wird die Bestellung erneut empfangen. Bei t=%2 ruft worker-1 DeleteMessage mit dem Empfangs-Handle seines eigenen Empfangs auf. Was sagt AWS zu?</translation>
    </message>
    <message>
        <source>A worker charges %1 orders, one at a time, deleting each message after its charge. It crashes after charging order %2 and before deleting its message, and restarts. How many charges are made in all?</source>
        <translation>Ein Worker belastet %1 Bestellungen, eine nach der anderen, und löscht jede Nachricht nach ihrer Abbuchung. Er stürzt nach der Abbuchung von Bestellung %2 ab, bevor er ihre Nachricht löscht, und startet neu. Wie viele Abbuchungen gibt es insgesamt?</translation>
    </message>
    <message>
        <source>A worker charges %1 orders, one at a time, deleting each message after its charge. After each charge it writes a &quot;done&quot; record on the order&apos;s key, which it checks before charging. It crashes after charging order %2 and writing its record, before deleting its message, and restarts. How many charges are made in all?</source>
        <translation>Ein Worker belastet %1 Bestellungen, eine nach der anderen, und löscht jede Nachricht nach ihrer Abbuchung. Nach jeder Abbuchung schreibt er einen Erledigt-Eintrag zum Schlüssel der Bestellung, den er vor dem Abbuchen prüft. Er stürzt nach der Abbuchung von Bestellung %2 und dem Schreiben ihres Eintrags ab, bevor er ihre Nachricht löscht, und startet neu. Wie viele Abbuchungen gibt es insgesamt?</translation>
    </message>
    <message>
        <source>A worker charges %1 orders, one at a time, deleting each message after its charge. After each charge it writes a &quot;done&quot; record on the order&apos;s key, which it checks before charging. It crashes after charging order %2 and before writing its record, and restarts. How many charges are made in all?</source>
        <translation>Ein Worker belastet %1 Bestellungen, eine nach der anderen, und löscht jede Nachricht nach ihrer Abbuchung. Nach jeder Abbuchung schreibt er einen Erledigt-Eintrag zum Schlüssel der Bestellung, den er vor dem Abbuchen prüft. Er stürzt nach der Abbuchung von Bestellung %2 ab, bevor er ihren Eintrag schreibt, und startet neu. Wie viele Abbuchungen gibt es insgesamt?</translation>
    </message>
    <message>
        <source>A Lambda event source mapping reads orders with a batch size of 100 and a batching window of %3 s. %1 orders arrive, one every %2 s from t=%4. At what time is the function first invoked?</source>
        <translation>Eine Lambda-Ereignisquellen-Zuordnung liest orders mit einer Batch-Größe von 100 und einem Batch-Fenster von %3 s. %1 Bestellungen kommen an, eine alle %2 s ab t=%4. Zu welchem Zeitpunkt wird die Funktion zum ersten Mal aufgerufen?</translation>
    </message>
    <message>
        <source>A Lambda event source mapping reads orders with a batch size of %1 and a batching window of %2 s. %1 orders arrive at once at t=%3. At what time is the function first invoked?</source>
        <translation>Eine Lambda-Ereignisquellen-Zuordnung liest orders mit einer Batch-Größe von %1 und einem Batch-Fenster von %2 s. %1 Bestellungen kommen alle auf einmal bei t=%3 an. Zu welchem Zeitpunkt wird die Funktion zum ersten Mal aufgerufen?</translation>
    </message>
    <message>
        <source>A Lambda function with a timeout of %3 s reads orders (visibility timeout %4 s) in batches of %1, and each order takes it %2 s. %1 orders arrive at t=0. At what time is ord_1 received again?</source>
        <translation>Eine Lambda-Funktion mit einem Funktions-Timeout von %3 s liest orders (Sichtbarkeits-Timeout %4 s) in Batches von %1, und jede Bestellung braucht %2 s. %1 Bestellungen kommen bei t=0 an. Zu welchem Zeitpunkt wird ord_1 erneut empfangen?</translation>
    </message>
    <message>
        <source>%1 orders are waiting in orders. One worker receives them in batches of up to %2 (long polling) and deletes each order with its own DeleteMessage. How many requests does the worker make in the run?</source>
        <translation>%1 Bestellungen warten in orders. Ein Worker empfängt sie in Batches von bis zu %2 (Langabfrage) und löscht jede Bestellung mit einem eigenen DeleteMessage. Wie viele Anfragen stellt der Worker im Lauf?</translation>
    </message>
    <message>
        <source>%1 orders are waiting in orders. One worker receives them in batches of up to %2 (long polling) and deletes each batch with one DeleteMessageBatch. How many requests does the worker make in the run?</source>
        <translation>%1 Bestellungen warten in orders. Ein Worker empfängt sie in Batches von bis zu %2 (Langabfrage) und löscht jeden Batch mit einem DeleteMessageBatch. Wie viele Anfragen stellt der Worker im Lauf?</translation>
    </message>
    <message>
        <source>%1 orders are sent one by one with SendMessage. One worker receives them in batches of up to %2 (long polling) and deletes each batch with one DeleteMessageBatch. Every message is under 64 KiB. How many billed requests does the whole run make?</source>
        <translation>%1 Bestellungen werden einzeln mit SendMessage gesendet. Ein Worker empfängt sie in Batches von bis zu %2 (Langabfrage) und löscht jeden Batch mit einem DeleteMessageBatch. Jede Nachricht ist kleiner als 64 KiB. Wie viele berechnete Anfragen stellt der ganze Lauf?</translation>
    </message>
    <message>
        <source>A receive lends the message for the visibility timeout, %2 s, however long the job takes: it is visible again at t=%1, and the other worker, waiting on a long poll, receives it then while the first is still at work.</source>
        <translation>Ein Empfang verleiht die Nachricht für das Sichtbarkeits-Timeout, %2 s, egal wie lange der Job dauert: Sie ist bei t=%1 wieder sichtbar, und der andere Worker, der in einer Langabfrage wartet, empfängt sie dann, während der erste noch arbeitet.</translation>
    </message>
    <message>
        <source>Each receive hides the message for %2 s from that receive: the second receive at t=%2 hides it until t=%1, when the third worker receives it. No job has ended by then.</source>
        <translation>Jeder Empfang verbirgt die Nachricht %2 s ab diesem Empfang: Der zweite Empfang bei t=%2 verbirgt sie bis t=%1, wenn der dritte Worker sie empfängt. Bis dahin ist noch kein Job beendet.</translation>
    </message>
    <message>
        <source>A VisibilityTimeout given with ReceiveMessage replaces the queue&apos;s for that receive: the order is visible again, and received, at t=%1.</source>
        <translation>Ein mit ReceiveMessage angegebenes VisibilityTimeout ersetzt für diesen Empfang das der Warteschlange: Die Bestellung ist bei t=%1 wieder sichtbar und wird dann empfangen.</translation>
    </message>
    <message>
        <source>ChangeMessageVisibility counts the new timeout from the moment of the call, not from the receive or from the old deadline: the heartbeat at t=%2 hides the order until t=%1.</source>
        <translation>ChangeMessageVisibility zählt das neue Timeout ab dem Moment des Aufrufs, nicht ab dem Empfang oder der alten Frist: Der Heartbeat bei t=%2 verbirgt die Bestellung bis t=%1.</translation>
    </message>
    <message>
        <source>Each heartbeat counts its timeout from its own moment: the third, at t=%2, hides the order until t=%1.</source>
        <translation>Jeder Heartbeat zählt sein Timeout ab seinem eigenen Moment: Der dritte, bei t=%2, verbirgt die Bestellung bis t=%1.</translation>
    </message>
    <message>
        <source>A message stays in flight at most 12 hours from its receive: no heartbeat can extend it past that, so the order is visible again at t=%1 while its job still runs.</source>
        <translation>Eine Nachricht bleibt höchstens 12 Stunden ab ihrem Empfang in Bearbeitung: Kein Heartbeat kann sie darüber hinaus verlängern, also ist die Bestellung bei t=%1 wieder sichtbar, während ihr Job noch läuft.</translation>
    </message>
    <message>
        <source>maxReceiveCount %2 allows %2 receives; the next receive moves the message to the dead-letter queue instead of returning it: %1 receives.</source>
        <translation>maxReceiveCount %2 erlaubt %2 Empfänge; der nächste Empfang verschiebt die Nachricht in die DLQ, statt sie zurückzugeben: %1 Empfänge.</translation>
    </message>
    <message>
        <source>Each failed try keeps the order hidden %2 s from its receive; after %3 receives, the next receive, at t=%1, moves it to the dead-letter queue.</source>
        <translation>Jeder gescheiterte Versuch hält die Bestellung %2 s ab ihrem Empfang verborgen; nach %3 Empfängen verschiebt der nächste Empfang, bei t=%1, sie in die DLQ.</translation>
    </message>
    <message>
        <source>Each backoff counts from the failure (the ChangeMessageVisibility call) and doubles with the receive count; the receive after the last one allowed moves the order, at t=%1.</source>
        <translation>Jedes Backoff zählt ab dem Fehlschlag (dem Aufruf von ChangeMessageVisibility) und verdoppelt sich mit dem Empfangszähler; der Empfang nach dem letzten erlaubten verschiebt die Bestellung, bei t=%1.</translation>
    </message>
    <message>
        <source>A long poll on an empty queue waits its whole %2 s and then answers with no messages: one empty receive every %2 s, %1 by then. The poll still waiting at the end has not answered yet.</source>
        <translation>Eine Langabfrage auf einer leeren Warteschlange wartet ihre ganzen %2 s und antwortet dann ohne Nachrichten: ein leerer Empfang alle %2 s, %1 bis dahin. Die Abfrage, die am Ende noch wartet, hat noch nicht geantwortet.</translation>
    </message>
    <message>
        <source>A short poll answers at once; with a pause of %2 s between polls, they are at t=0, t=%2, and so on: %1 by then, each one a billed request.</source>
        <translation>Eine Kurzabfrage antwortet sofort; mit einer Pause von %2 s zwischen den Abfragen liegen sie bei t=0, t=%2 und so weiter: %1 bis dahin, jede eine berechnete Anfrage.</translation>
    </message>
    <message>
        <source>A delay queue hides each new message for its delay from the moment it is sent, and a waiting long poll receives it as soon as it is visible: t=%1.</source>
        <translation>Eine Verzögerungswarteschlange verbirgt jede neue Nachricht ab dem Senden für ihre Verzögerung, und eine wartende Langabfrage empfängt sie, sobald sie sichtbar ist: t=%1.</translation>
    </message>
    <message>
        <source>A message timer replaces the queue&apos;s delay for its message: the order is visible, and received, at t=%1.</source>
        <translation>Ein Nachrichten-Timer ersetzt für seine Nachricht die Verzögerung der Warteschlange: Die Bestellung ist bei t=%1 sichtbar und wird dann empfangen.</translation>
    </message>
    <message>
        <source>Both orders wait out the queue&apos;s delay, and then the second waits behind the first: a FIFO group has one message in flight at a time. It is received when the first is deleted, at t=%1.</source>
        <translation>Beide Bestellungen warten die Verzögerung der Warteschlange ab, und dann wartet die zweite hinter der ersten: Eine FIFO-Gruppe hat immer nur eine Nachricht in Bearbeitung. Sie wird empfangen, wenn die erste gelöscht ist, bei t=%1.</translation>
    </message>
    <message>
        <source>Retention counts from the send and applies to a message in flight too: the order expires at t=%1, in the middle of a loan.</source>
        <translation>Die Aufbewahrung zählt ab dem Senden und gilt auch für eine Nachricht in Bearbeitung: Die Bestellung läuft bei t=%1 ab, mitten in einer Leihe.</translation>
    </message>
    <message>
        <source>Retention counts from the send, not from the end of the delay: the order expires at t=%1.</source>
        <translation>Die Aufbewahrung zählt ab dem Senden, nicht ab dem Ende der Verzögerung: Die Bestellung läuft bei t=%1 ab.</translation>
    </message>
    <message>
        <source>On a standard queue a message moved to a dead-letter queue keeps its original enqueue time: the dead-letter queue&apos;s retention counts from the first send, and the order expires at t=%1.</source>
        <translation>In einer Standard-Warteschlange behält eine in die DLQ verschobene Nachricht ihre ursprüngliche Einreihungszeit: Die Aufbewahrung der DLQ zählt ab dem ersten Senden, und die Bestellung läuft bei t=%1 ab.</translation>
    </message>
    <message>
        <source>A FIFO queue lends one message of a group at a time: m%2 is received only once the one before it is deleted, at t=%1.</source>
        <translation>Eine FIFO-Warteschlange verleiht von einer Gruppe immer nur eine Nachricht auf einmal: m%2 wird erst empfangen, wenn die vorige gelöscht ist, bei t=%1.</translation>
    </message>
    <message>
        <source>Each group has one message in flight at a time, but the two groups are served side by side: m%2 is received at t=%1.</source>
        <translation>Jede Gruppe hat immer nur eine Nachricht in Bearbeitung, aber die zwei Gruppen werden nebeneinander bedient: m%2 wird bei t=%1 empfangen.</translation>
    </message>
    <message>
        <source>A FIFO queue accepts a send whose deduplication id it has seen in the last 5 minutes but does not enqueue it; the 5 minutes count from the send that was enqueued, not from each duplicate: %1.</source>
        <translation>Eine FIFO-Warteschlange nimmt eine Sendung an, deren Deduplizierungs-ID sie in den letzten 5 Minuten gesehen hat, reiht sie aber nicht ein; die 5 Minuten zählen ab der eingereihten Sendung, nicht ab jedem Duplikat: %1.</translation>
    </message>
    <message>
        <source>Without ReportBatchItemFailures a failed invocation returns the whole batch: ord_1 comes back with ord_%2 each time the visibility timeout ends and is processed again: %1 times.</source>
        <translation>Ohne ReportBatchItemFailures gibt ein gescheiterter Aufruf den ganzen Batch zurück: ord_1 kommt jedes Mal mit ord_%2 zurück, wenn das Sichtbarkeits-Timeout endet, und wird erneut verarbeitet: %1-mal.</translation>
    </message>
    <message>
        <source>With ReportBatchItemFailures only the failed order returns; ord_1 is deleted after the first invocation: %1.</source>
        <translation>Mit ReportBatchItemFailures kommt nur die gescheiterte Bestellung zurück; ord_1 wird nach dem ersten Aufruf gelöscht: %1.</translation>
    </message>
    <message>
        <source>Every order is received once; after that only the %2 failed ones come back, each time their visibility timeout ends: %1 receives.</source>
        <translation>Jede Bestellung wird einmal empfangen; danach kommen nur die %2 gescheiterten zurück, jedes Mal, wenn ihr Sichtbarkeits-Timeout endet: %1 Empfänge.</translation>
    </message>
    <message>
        <source>A DeleteMessage with an old receipt handle succeeds, but the API reference says the message might not be deleted. The engine ran the question both ways (staleHandleDelete &quot;ignore&quot; and &quot;delete&quot;): the call succeeded both times, and the order was deleted in one run and not in the other. Build on neither outcome: make the work idempotent.</source>
        <translation>Ein DeleteMessage mit einem alten Empfangs-Handle gelingt, aber laut API-Referenz wird die Nachricht vielleicht nicht gelöscht. Die Engine hat die Frage auf beide Arten durchgespielt (staleHandleDelete &quot;ignore&quot; und &quot;delete&quot;): Der Aufruf gelang beide Male, und die Bestellung wurde in einem Lauf gelöscht und im anderen nicht. Verlass dich auf keins von beiden: Mach die Arbeit idempotent.</translation>
    </message>
    <message>
        <source>The crash leaves order %2&apos;s message undeleted: it comes back when its visibility timeout ends, and nothing tells the retry that the card was charged, so it is charged again: %n charges.</source>
        <translation>Der Absturz lässt die Nachricht von Bestellung %2 ungelöscht: Sie kommt zurück, wenn ihr Sichtbarkeits-Timeout endet, und nichts sagt dem neuen Versuch, dass die Karte schon belastet wurde, also wird sie erneut belastet: %n Abbuchungen.</translation>
    </message>
    <message>
        <source>The crash leaves order %2&apos;s message undeleted and it comes back, but the retry finds the &quot;done&quot; record and skips the charge: %n charges.</source>
        <translation>Der Absturz lässt die Nachricht von Bestellung %2 ungelöscht, und sie kommt zurück, aber der neue Versuch findet den Erledigt-Eintrag und überspringt die Abbuchung: %n Abbuchungen.</translation>
    </message>
    <message>
        <source>The record of order %2 was never written, so the retry charges it again: a local record cannot be atomic with a charge made elsewhere (pass the key to the payment provider instead): %n charges.</source>
        <translation>Der Eintrag von Bestellung %2 wurde nie geschrieben, also bucht der neue Versuch erneut ab: Ein lokaler Eintrag kann nicht atomar mit einer Abbuchung sein, die woanders geschieht (gib den Schlüssel stattdessen an den Zahlungsdienstleister weiter): %n Abbuchungen.</translation>
    </message>
    <message>
        <source>The batching window starts when the mapping has its first message; the batch is not full, so the function is invoked when the window ends: t=%1.</source>
        <translation>Das Batch-Fenster beginnt, wenn die Zuordnung ihre erste Nachricht hat; der Batch ist nicht voll, also wird die Funktion aufgerufen, wenn das Fenster endet: t=%1.</translation>
    </message>
    <message>
        <source>A full batch does not wait for the batching window: the function is invoked at t=%1.</source>
        <translation>Ein voller Batch wartet nicht auf das Batch-Fenster: Die Funktion wird bei t=%1 aufgerufen.</translation>
    </message>
    <message>
        <source>The function times out before it finishes the batch: the invocation fails, nothing is deleted, and the batch comes back when its visibility timeout, counted from the receive, ends: t=%1.</source>
        <translation>Die Funktion läuft in ihr Timeout, bevor sie den Batch fertig hat: Der Aufruf schlägt fehl, nichts wird gelöscht, und der Batch kommt zurück, wenn sein Sichtbarkeits-Timeout, gezählt ab dem Empfang, endet: t=%1.</translation>
    </message>
    <message>
        <source>Each ReceiveMessage is one request however many messages it returns (up to 10), empty ones too, and so is each DeleteMessage: %n requests.</source>
        <translation>Jedes ReceiveMessage ist eine Anfrage, egal wie viele Nachrichten es liefert (bis zu 10), auch ein leeres, und ebenso jedes DeleteMessage: %n Anfragen.</translation>
    </message>
    <message>
        <source>A batch call is one request for up to 10 entries (and one more per further 64 KiB of payload): %n requests.</source>
        <translation>Ein Batch-Aufruf ist eine Anfrage für bis zu 10 Einträge (und eine weitere je weitere 64 KiB Nutzdaten): %n Anfragen.</translation>
    </message>
    <message>
        <source>Every API call is billed, the producer&apos;s sends included, and a call under 64 KiB is one request: %n billed requests.</source>
        <translation>Jeder API-Aufruf wird berechnet, die Sendungen des Produzenten eingeschlossen, und ein Aufruf unter 64 KiB ist eine Anfrage: %n berechnete Anfragen.</translation>
    </message>
    <message>
        <source>thinks a received message stays hidden until its job ends</source>
        <translation>glaubt, eine empfangene Nachricht bleibe verborgen, bis ihr Job endet</translation>
    </message>
    <message>
        <source>starts the visibility clock when the job ends, not at the receive</source>
        <translation>die Sichtbarkeitsuhr erst am Ende des Jobs statt beim Empfang starten lässt</translation>
    </message>
    <message>
        <source>adds the long poll&apos;s wait to the visibility timeout</source>
        <translation>die Wartezeit der Langabfrage zum Sichtbarkeits-Timeout addiert</translation>
    </message>
    <message>
        <source>forgets that the visibility clock restarts at each receive</source>
        <translation>vergisst, dass die Sichtbarkeitsuhr bei jedem Empfang neu startet</translation>
    </message>
    <message>
        <source>counts one timeout for every receive, the third&apos;s too</source>
        <translation>für jeden Empfang ein Timeout zählt, auch für den dritten</translation>
    </message>
    <message>
        <source>uses the queue&apos;s visibility timeout, not the receive&apos;s</source>
        <translation>das Sichtbarkeits-Timeout der Warteschlange nimmt statt dem des Empfangs</translation>
    </message>
    <message>
        <source>adds the extension to the old deadline</source>
        <translation>die Verlängerung zur alten Frist addiert</translation>
    </message>
    <message>
        <source>counts the extension from the first receive</source>
        <translation>die Verlängerung ab dem ersten Empfang zählt</translation>
    </message>
    <message>
        <source>extends by the queue&apos;s visibility timeout</source>
        <translation>um das Sichtbarkeits-Timeout der Warteschlange verlängert</translation>
    </message>
    <message>
        <source>adds up the extensions</source>
        <translation>die Verlängerungen aufaddiert</translation>
    </message>
    <message>
        <source>reads the first heartbeat&apos;s deadline</source>
        <translation>die Frist des ersten Heartbeats abliest</translation>
    </message>
    <message>
        <source>forgets the 12-hour cap: thinks heartbeats keep the message hidden until the job ends</source>
        <translation>die Obergrenze von 12 Stunden vergisst und glaubt, Heartbeats hielten die Nachricht bis zum Ende des Jobs verborgen</translation>
    </message>
    <message>
        <source>counts the 12 hours from the last heartbeat</source>
        <translation>die 12 Stunden ab dem letzten Heartbeat zählt</translation>
    </message>
    <message>
        <source>forgets the heartbeats</source>
        <translation>die Heartbeats vergisst</translation>
    </message>
    <message>
        <source>thinks the message moves on the maxReceiveCount-th receive</source>
        <translation>glaubt, die Nachricht werde beim maxReceiveCount-ten Empfang verschoben</translation>
    </message>
    <message>
        <source>counts maxReceiveCount as retries after the first try</source>
        <translation>maxReceiveCount als neue Versuche nach dem ersten Versuch zählt</translation>
    </message>
    <message>
        <source>thinks a failed message moves to the dead-letter queue at once</source>
        <translation>glaubt, eine gescheiterte Nachricht komme sofort in die DLQ</translation>
    </message>
    <message>
        <source>counts the visibility timeout from the failure, not from the receive</source>
        <translation>das Sichtbarkeits-Timeout ab dem Fehlschlag zählt statt ab dem Empfang</translation>
    </message>
    <message>
        <source>counts the backoff from the receive, not from the failure</source>
        <translation>das Backoff ab dem Empfang zählt statt ab dem Fehlschlag</translation>
    </message>
    <message>
        <source>forgets the backoff and uses the queue&apos;s timeout</source>
        <translation>das Backoff vergisst und das Timeout der Warteschlange nimmt</translation>
    </message>
    <message>
        <source>doubles the backoff already at the first receive</source>
        <translation>das Backoff schon beim ersten Empfang verdoppelt</translation>
    </message>
    <message>
        <source>counts the poll still waiting at the end</source>
        <translation>die Abfrage mitzählt, die am Ende noch wartet</translation>
    </message>
    <message>
        <source>thinks each second of waiting is a receive</source>
        <translation>glaubt, jede Sekunde Wartezeit sei ein Empfang</translation>
    </message>
    <message>
        <source>thinks a long poll waits until a message comes</source>
        <translation>glaubt, eine Langabfrage warte, bis eine Nachricht kommt</translation>
    </message>
    <message>
        <source>uses the 20-second maximum, not the wait asked for</source>
        <translation>das Maximum von 20 Sekunden nimmt statt der verlangten Wartezeit</translation>
    </message>
    <message>
        <source>forgets the first poll at t=0</source>
        <translation>die erste Abfrage bei t=0 vergisst</translation>
    </message>
    <message>
        <source>thinks a short poll waits 20 s like a long one</source>
        <translation>glaubt, eine Kurzabfrage warte 20 s wie eine Langabfrage</translation>
    </message>
    <message>
        <source>ignores the delay</source>
        <translation>die Verzögerung ignoriert</translation>
    </message>
    <message>
        <source>counts the delay from t=0</source>
        <translation>die Verzögerung ab t=0 zählt</translation>
    </message>
    <message>
        <source>thinks the worker waits for its long poll to end</source>
        <translation>glaubt, der Worker warte, bis seine Langabfrage endet</translation>
    </message>
    <message>
        <source>uses the queue&apos;s delay instead of the message timer</source>
        <translation>die Verzögerung der Warteschlange statt des Nachrichten-Timers nimmt</translation>
    </message>
    <message>
        <source>adds the message timer to the queue&apos;s delay</source>
        <translation>den Nachrichten-Timer zur Verzögerung der Warteschlange addiert</translation>
    </message>
    <message>
        <source>forgets that the group waits for the first order</source>
        <translation>vergisst, dass die Gruppe auf die erste Bestellung wartet</translation>
    </message>
    <message>
        <source>thinks a FIFO queue ignores the delay</source>
        <translation>glaubt, eine FIFO-Warteschlange ignoriere die Verzögerung</translation>
    </message>
    <message>
        <source>delays the second order again after the first is deleted</source>
        <translation>die zweite Bestellung nach dem Löschen der ersten noch einmal verzögert</translation>
    </message>
    <message>
        <source>counts retention from t=0</source>
        <translation>die Aufbewahrung ab t=0 zählt</translation>
    </message>
    <message>
        <source>thinks a message in flight expires only when its loan ends</source>
        <translation>glaubt, eine Nachricht in Bearbeitung laufe erst ab, wenn ihre Leihe endet</translation>
    </message>
    <message>
        <source>counts retention from the last receive</source>
        <translation>die Aufbewahrung ab dem letzten Empfang zählt</translation>
    </message>
    <message>
        <source>counts retention from the end of the delay</source>
        <translation>die Aufbewahrung ab dem Ende der Verzögerung zählt</translation>
    </message>
    <message>
        <source>counts the dead-letter queue&apos;s retention from the move</source>
        <translation>die Aufbewahrung der DLQ ab dem Verschieben zählt</translation>
    </message>
    <message>
        <source>uses the source queue&apos;s retention</source>
        <translation>die Aufbewahrung der Quell-Warteschlange nimmt</translation>
    </message>
    <message>
        <source>thinks two workers work on one group at once</source>
        <translation>glaubt, zwei Worker arbeiteten gleichzeitig an einer Gruppe</translation>
    </message>
    <message>
        <source>adds the order&apos;s own job</source>
        <translation>den eigenen Job der Bestellung dazurechnet</translation>
    </message>
    <message>
        <source>thinks every order is received at once</source>
        <translation>glaubt, jede Bestellung werde sofort empfangen</translation>
    </message>
    <message>
        <source>thinks one group blocks the whole queue</source>
        <translation>glaubt, eine Gruppe blockiere die ganze Warteschlange</translation>
    </message>
    <message>
        <source>forgets deduplication</source>
        <translation>die Deduplizierung vergisst</translation>
    </message>
    <message>
        <source>thinks a deduplication id is remembered for ever</source>
        <translation>glaubt, eine Deduplizierungs-ID werde für immer gemerkt</translation>
    </message>
    <message>
        <source>thinks the 5 minutes restart at each duplicate</source>
        <translation>glaubt, die 5 Minuten begännen bei jedem Duplikat neu</translation>
    </message>
    <message>
        <source>thinks Lambda deletes the orders that succeeded</source>
        <translation>glaubt, Lambda lösche die Bestellungen, die gelungen sind</translation>
    </message>
    <message>
        <source>thinks a failed batch processes nothing</source>
        <translation>glaubt, ein gescheiterter Batch verarbeite nichts</translation>
    </message>
    <message>
        <source>forgets the first invocation</source>
        <translation>den ersten Aufruf vergisst</translation>
    </message>
    <message>
        <source>thinks the whole batch comes back anyway</source>
        <translation>glaubt, der ganze Batch komme trotzdem zurück</translation>
    </message>
    <message>
        <source>thinks a failed order is retried once</source>
        <translation>glaubt, eine gescheiterte Bestellung werde einmal erneut versucht</translation>
    </message>
    <message>
        <source>thinks failed orders are not received again</source>
        <translation>glaubt, gescheiterte Bestellungen würden nicht wieder empfangen</translation>
    </message>
    <message>
        <source>thinks the crash costs nothing: SQS delivers once</source>
        <translation>glaubt, der Absturz koste nichts, weil SQS einmal zustelle</translation>
    </message>
    <message>
        <source>thinks the crashed order is lost</source>
        <translation>glaubt, die abgestürzte Bestellung gehe verloren</translation>
    </message>
    <message>
        <source>thinks every order is charged again</source>
        <translation>glaubt, jede Bestellung werde erneut belastet</translation>
    </message>
    <message>
        <source>thinks the retry charges again despite the record</source>
        <translation>glaubt, der neue Versuch buche trotz des Eintrags erneut ab</translation>
    </message>
    <message>
        <source>thinks the record protects a charge made before it</source>
        <translation>glaubt, der Eintrag schütze eine Abbuchung, die vor ihm geschah</translation>
    </message>
    <message>
        <source>thinks the function is invoked at once</source>
        <translation>glaubt, die Funktion werde sofort aufgerufen</translation>
    </message>
    <message>
        <source>counts the batching window from t=0</source>
        <translation>das Batch-Fenster ab t=0 zählt</translation>
    </message>
    <message>
        <source>counts the batching window from the last order</source>
        <translation>das Batch-Fenster ab der letzten Bestellung zählt</translation>
    </message>
    <message>
        <source>waits the whole window even when the batch is full</source>
        <translation>das ganze Fenster abwartet, auch wenn der Batch voll ist</translation>
    </message>
    <message>
        <source>thinks a timed-out batch returns to the queue at once</source>
        <translation>glaubt, ein Batch mit Timeout kehre sofort in die Warteschlange zurück</translation>
    </message>
    <message>
        <source>thinks the function finishes the batch anyway</source>
        <translation>glaubt, die Funktion mache den Batch trotzdem fertig</translation>
    </message>
    <message>
        <source>counts the visibility timeout from the function&apos;s failure</source>
        <translation>das Sichtbarkeits-Timeout ab dem Fehlschlag der Funktion zählt</translation>
    </message>
    <message>
        <source>counts a receive and a delete per message</source>
        <translation>pro Nachricht einen Empfang und ein Löschen zählt</translation>
    </message>
    <message>
        <source>forgets that deletes are requests</source>
        <translation>vergisst, dass Löschvorgänge Anfragen sind</translation>
    </message>
    <message>
        <source>thinks a batch call is billed per entry</source>
        <translation>glaubt, ein Batch-Aufruf werde pro Eintrag berechnet</translation>
    </message>
    <message>
        <source>forgets the producer&apos;s sends</source>
        <translation>die Sendungen des Produzenten vergisst</translation>
    </message>
    <message>
        <source>thinks SQS refuses an old receipt handle</source>
        <translation>glaubt, SQS lehne ein altes Empfangs-Handle ab</translation>
    </message>
    <message>
        <source>thinks the delete surely deletes the message</source>
        <translation>glaubt, das Löschen lösche die Nachricht sicher</translation>
    </message>
    <message>
        <source>thinks the delete surely deletes nothing</source>
        <translation>glaubt, das Löschen lösche sicher nichts</translation>
    </message>
    <message>
        <source>The call succeeds and the order is deleted.</source>
        <translation>Der Aufruf gelingt, und die Bestellung wird gelöscht.</translation>
    </message>
    <message>
        <source>The call fails (ReceiptHandleIsInvalid) and the order stays in the queue.</source>
        <translation>Der Aufruf scheitert (ReceiptHandleIsInvalid), und die Bestellung bleibt in der Warteschlange.</translation>
    </message>
    <message>
        <source>The call succeeds, but the order might not be deleted: AWS promises neither outcome.</source>
        <translation>Der Aufruf gelingt, aber die Bestellung wird vielleicht nicht gelöscht: AWS sagt keins von beiden zu.</translation>
    </message>
    <message>
        <source>The call succeeds and the order is certainly not deleted.</source>
        <translation>Der Aufruf gelingt, und die Bestellung wird sicher nicht gelöscht.</translation>
    </message>
    <message>
        <source>t=%1</source>
        <translation>t=%1</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Antwort: %1</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Lektion: %1</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Question %1 (%2, level %3)</source>
        <translation>Frage %1 (%2, Stufe %3)</translation>
    </message>
    <message>
        <source>Visibility timeout</source>
        <translation>Sichtbarkeits-Timeout</translation>
    </message>
    <message>
        <source>Heartbeats</source>
        <translation>Heartbeats</translation>
    </message>
    <message>
        <source>Dead-letter queue</source>
        <translation>Warteschlange für unzustellbare Nachrichten</translation>
    </message>
    <message>
        <source>Long and short polling</source>
        <translation>Lang- und Kurzabfrage</translation>
    </message>
    <message>
        <source>Delay queues and timers</source>
        <translation>Verzögerungswarteschlangen und Timer</translation>
    </message>
    <message>
        <source>Retention</source>
        <translation>Aufbewahrung</translation>
    </message>
    <message>
        <source>FIFO groups</source>
        <translation>FIFO-Gruppen</translation>
    </message>
    <message>
        <source>Batch failures</source>
        <translation>Fehler in Batches</translation>
    </message>
    <message>
        <source>Stale receipt handle</source>
        <translation>Veraltetes Empfangs-Handle</translation>
    </message>
    <message>
        <source>Idempotency</source>
        <translation>Idempotenz</translation>
    </message>
    <message>
        <source>Lambda event-source mapping</source>
        <translation>Lambda-Ereignisquellen-Zuordnung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
</context>
<context>
    <name>Profile</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>uniform %1-%2</source>
        <translation>gleichverteilt %1–%2</translation>
    </message>
    <message>
        <source>normal mean %1, sd %2</source>
        <translation>normalverteilt, Mittelwert %1, Standardabweichung %2</translation>
    </message>
    <message>
        <source>lognormal p50 %1, p99 %2</source>
        <translation>lognormal, p50 %1, p99 %2</translation>
    </message>
    <message>
        <source>%1; %2 from t=%3 to t=%4</source>
        <translation>%1; %2 von t=%3 bis t=%4</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>first difference</source>
        <translation>erster Unterschied</translation>
    </message>
    <message>
        <source>What happens next? Answer the question first.</source>
        <translation>Was passiert als Nächstes? Beantworte zuerst die Frage.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>under 1%</source>
        <translation>unter 1 %</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>How long a receive hides the message (the queue&apos;s VisibilityTimeout)</source>
        <translation>Wie lange ein Empfang die Nachricht verbirgt (VisibilityTimeout der Warteschlange)</translation>
    </message>
    <message>
        <source>How long a job takes; a random profile keeps its shape, scaled</source>
        <translation>Wie lange ein Job dauert; ein zufälliges Profil behält seine Form und wird skaliert</translation>
    </message>
    <message>
        <source>Call ChangeMessageVisibility this often while working (0: never)</source>
        <translation>ChangeMessageVisibility während der Arbeit in diesem Abstand aufrufen (0: nie)</translation>
    </message>
    <message>
        <source>How many workers poll the queue</source>
        <translation>Wie viele Worker die Warteschlange abfragen</translation>
    </message>
    <message>
        <source>WaitTimeSeconds of each receive (0: short polling)</source>
        <translation>WaitTimeSeconds jedes Empfangs (0: Kurzabfrage)</translation>
    </message>
    <message>
        <source>Move a message to a dead-letter queue on receive N+1 (0: no DLQ)</source>
        <translation>Eine Nachricht beim Empfang N+1 in eine Warteschlange für unzustellbare Nachrichten verschieben (0: keine DLQ)</translation>
    </message>
    <message>
        <source>When the worker deletes the message</source>
        <translation>Wann der Worker die Nachricht löscht</translation>
    </message>
    <message>
        <source>How a repeated message is kept from charging twice</source>
        <translation>Wie eine wiederholte Nachricht daran gehindert wird, doppelt abzubuchen</translation>
    </message>
    <message>
        <source>MaxNumberOfMessages of each receive: one loan for the whole batch</source>
        <translation>MaxNumberOfMessages jedes Empfangs: eine Leihe für den ganzen Batch</translation>
    </message>
    <message>
        <source>After a failure, ChangeMessageVisibility to this, doubled per receive (0: retry at once)</source>
        <translation>Nach einem Fehlschlag ChangeMessageVisibility auf diesen Wert, pro Empfang verdoppelt (0: sofort erneut versuchen)</translation>
    </message>
    <message>
        <source>What this run&apos;s SQS does with an old handle&apos;s delete: AWS allows both outcomes and promises neither</source>
        <translation>Was das SQS dieses Laufs mit einem Löschen per altem Handle macht: AWS erlaubt beide Ausgänge und verspricht keinen</translation>
    </message>
    <message>
        <source>%L1 s</source>
        <translation>%L1 s</translation>
    </message>
    <message>
        <source>%L1%</source>
        <translation>%L1 %</translation>
    </message>
</context>
<context>
    <name>QuizPrint</name>
    <message>
        <source>%1  ·  seed %2  ·  Inflight</source>
        <translation>%1  ·  Seed %2  ·  Inflight</translation>
    </message>
    <message>
        <source>variant %L1 of %L2  ·  page %L3</source>
        <translation>Variante %L1 von %L2  ·  Seite %L3</translation>
    </message>
    <message>
        <source>Practice quiz</source>
        <translation>Übungsquiz</translation>
    </message>
    <message>
        <source>Practice quiz: answer key</source>
        <translation>Übungsquiz: Lösungsschlüssel</translation>
    </message>
    <message numerus="yes">
        <source>Inflight  ·  Amazon SQS  ·  %n question(s)</source>
        <translation>
            <numerusform>Inflight  ·  Amazon SQS  ·  %n Frage</numerusform>
            <numerusform>Inflight  ·  Amazon SQS  ·  %n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Variant %L1 of %L2</source>
        <translation>Variante %L1 von %L2</translation>
    </message>
    <message>
        <source>Tick one choice for each question. Where a question asks for a number, also write it in the box: show your working in the margin.</source>
        <translation>Kreuze bei jeder Frage eine Antwort an. Wenn eine Frage nach einer Zahl fragt, schreib sie auch in das Kästchen; deinen Rechenweg schreibst du an den Rand.</translation>
    </message>
    <message>
        <source>For the teacher: each answer is read from the run of its question&apos;s scenario, drawn up to the moment that decides it. Variant seed %1.</source>
        <translation>Für die Lehrkraft: Jede Antwort wird aus dem Lauf des Szenarios ihrer Frage abgelesen, gezeichnet bis zu dem Moment, der sie entscheidet. Seed der Variante: %1.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>%1.  %2</source>
        <translation>%1.  %2</translation>
    </message>
    <message>
        <source>%L1.</source>
        <translation>%L1.</translation>
    </message>
    <message>
        <source>Answer:  t =</source>
        <translation>Antwort:  t =</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Antwort:</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>%1, level %L2  ·  lesson %3</source>
        <translation>%1, Stufe %L2  ·  Lektion %3</translation>
    </message>
    <message>
        <source>question %1&apos;s scenario does not load</source>
        <translation>das Szenario von Frage %1 lädt nicht</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>a quiz or its answer key is a PDF (name it .pdf)</source>
        <translation>ein Quiz oder sein Lösungsschlüssel ist ein PDF (Endung .pdf verwenden)</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>der PDF-Writer konnte nicht starten</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the quiz has no questions</source>
        <translation>das Quiz hat keine Fragen</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
</context>
<context>
    <name>RecordedRun</name>
    <message>
        <source>it is not a recording of SQS clients: its first line is not the engine&apos;s settings</source>
        <translation>das ist keine Aufzeichnung von SQS-Clients: Die erste Zeile enthält nicht die Einstellungen der Engine</translation>
    </message>
    <message>
        <source>the recording is not the one replayed so far with more after it</source>
        <translation>die Aufzeichnung ist nicht die bisher abgespielte mit weiteren Einträgen danach</translation>
    </message>
    <message>
        <source>Live SQS clients</source>
        <translation>Live-SQS-Clients</translation>
    </message>
</context>
<context>
    <name>RequestRecorder</name>
    <message>
        <source>the file exists (give --force to replace it)</source>
        <translation>die Datei existiert (--force angeben, um sie zu ersetzen)</translation>
    </message>
</context>
<context>
    <name>RunComparison</name>
    <message>
        <source>keys effected more than once</source>
        <translation>Schlüssel mit mehrfacher Wirkung</translation>
    </message>
    <message>
        <source>duplicate effects</source>
        <translation>doppelte Wirkungen</translation>
    </message>
    <message>
        <source>lost messages</source>
        <translation>verlorene Nachrichten</translation>
    </message>
    <message>
        <source>dead-letter arrivals</source>
        <translation>Zugänge in der DLQ</translation>
    </message>
    <message>
        <source>keys effected</source>
        <translation>Schlüssel mit Wirkung</translation>
    </message>
    <message>
        <source>receives</source>
        <translation>Empfänge</translation>
    </message>
    <message>
        <source>billed requests</source>
        <translation>abgerechnete Anfragen</translation>
    </message>
    <message>
        <source>cost at list price</source>
        <translation>Kosten zum Listenpreis</translation>
    </message>
    <message>
        <source>%1 %2 -&gt; %3</source>
        <translation>%1 %2 -&gt; %3</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>The figures are the same in both runs.</source>
        <translation>Die Zahlen sind in beiden Läufen gleich.</translation>
    </message>
    <message>
        <source>From %1 to %2: %3.</source>
        <translation>Von %1 zu %2: %3.</translation>
    </message>
    <message>
        <source>Both runs do the same things at the same moments; only the loans&apos; deadlines differ.</source>
        <translation>Beide Läufe tun dasselbe zu denselben Zeitpunkten; nur die Fristen der Leihen unterscheiden sich.</translation>
    </message>
    <message>
        <source>Both runs do the same things at the same moments.</source>
        <translation>Beide Läufe tun dasselbe zu denselben Zeitpunkten.</translation>
    </message>
    <message>
        <source>They part at t=%1 s: in %2, %3; in %4, %5.</source>
        <translation>Sie trennen sich bei t=%1 s: in %2 %3; in %4 %5.</translation>
    </message>
    <message>
        <source>They part at t=%1 s: in %2, %3; %4 does not.</source>
        <translation>Sie trennen sich bei t=%1 s: in %2 %3; in %4 nicht.</translation>
    </message>
</context>
<context>
    <name>RunText</name>
    <message>
        <source>the message</source>
        <translation>die Nachricht</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>t=%1 %2 %3</source>
        <translation>t=%1 %2 %3</translation>
    </message>
    <message>
        <source>restarts</source>
        <translation>startet neu</translation>
    </message>
    <message>
        <source>invokes the function with %n message</source>
        <translation>ruft die Funktion mit %n Nachricht auf</translation>
    </message>
    <message>
        <source>invokes the function with %n messages</source>
        <translation>ruft die Funktion mit %n Nachrichten auf</translation>
    </message>
    <message>
        <source>receives %1</source>
        <translation>empfängt %1</translation>
    </message>
    <message>
        <source>receives %n messages: %1</source>
        <translation>empfängt %n Nachrichten: %1</translation>
    </message>
    <message>
        <source>receives %n messages</source>
        <translation>empfängt %n Nachrichten</translation>
    </message>
    <message>
        <source>%1 (a duplicate delivery)</source>
        <translation>%1 (eine doppelte Zustellung)</translation>
    </message>
    <message>
        <source>(crashed) %1 through its abandoned long poll; nobody processes it before it times out</source>
        <translation>(abgestürzt) %1 über seine verwaiste Langabfrage; niemand verarbeitet sie, bevor ihr Timeout abläuft</translation>
    </message>
    <message>
        <source>backs off: %1 comes back at t=%2</source>
        <translation>wartet ab (Backoff): %1 kommt bei t=%2 zurück</translation>
    </message>
    <message>
        <source>makes %1 visible again</source>
        <translation>macht %1 wieder sichtbar</translation>
    </message>
    <message>
        <source>extends visibility to t=%1</source>
        <translation>verlängert die Unsichtbarkeit bis t=%1</translation>
    </message>
    <message>
        <source>performs the side effect</source>
        <translation>bewirkt die Nebenwirkung</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>finds %1 already %2 (the provider&apos;s idempotency key)</source>
        <translation>findet %1 bereits %2 vor (Idempotenzschlüssel des Anbieters)</translation>
    </message>
    <message>
        <source>finds %1 already %2</source>
        <translation>findet %1 bereits %2 vor</translation>
    </message>
    <message>
        <source>%1 and deletes</source>
        <translation>%1 und löscht</translation>
    </message>
    <message>
        <source>%1 and tries to delete: %2</source>
        <translation>%1 und versucht zu löschen: %2</translation>
    </message>
    <message>
        <source>a message</source>
        <translation>eine Nachricht</translation>
    </message>
    <message>
        <source>tries to delete %1: %2</source>
        <translation>versucht, %1 zu löschen: %2</translation>
    </message>
    <message>
        <source>deletes %1</source>
        <translation>löscht %1</translation>
    </message>
    <message>
        <source>deletes %n messages in a batch</source>
        <translation>löscht %n Nachrichten in einem Batch</translation>
    </message>
    <message>
        <source>SQS refuses it (%1, the receipt handle has expired)</source>
        <translation>SQS lehnt ab (%1, das Empfangs-Handle ist abgelaufen)</translation>
    </message>
    <message>
        <source>SQS refuses it (%1)</source>
        <translation>SQS lehnt ab (%1)</translation>
    </message>
    <message>
        <source>the service</source>
        <translation>der Dienst</translation>
    </message>
    <message>
        <source>processing error</source>
        <translation>Verarbeitungsfehler</translation>
    </message>
    <message>
        <source>%1 is down</source>
        <translation>%1 ist ausgefallen</translation>
    </message>
    <message>
        <source>%1 returned an error</source>
        <translation>%1 hat einen Fehler gemeldet</translation>
    </message>
    <message>
        <source>the function timed out</source>
        <translation>Funktions-Timeout überschritten</translation>
    </message>
    <message>
        <source>throttled: the function is at its reserved concurrency; its loan ends at t=%1</source>
        <translation>gedrosselt: Die Funktion ist an ihrer reservierten Gleichzeitigkeit; ihre Leihe endet bei t=%1</translation>
    </message>
    <message>
        <source>throttled: the function is at its reserved concurrency; retried at t=%1</source>
        <translation>gedrosselt: Die Funktion ist an ihrer reservierten Gleichzeitigkeit; neuer Versuch bei t=%1</translation>
    </message>
    <message>
        <source>fails on %1 (%2)</source>
        <translation>scheitert an %1 (%2)</translation>
    </message>
    <message>
        <source>the side effect</source>
        <translation>der Nebenwirkung</translation>
    </message>
    <message>
        <source>crashes</source>
        <translation>stürzt ab</translation>
    </message>
    <message>
        <source>crashes before %1</source>
        <translation>stürzt vor %1 ab</translation>
    </message>
    <message>
        <source>crashes after %1, before deleting</source>
        <translation>stürzt nach %1 ab, vor dem Löschen</translation>
    </message>
    <message>
        <source>crashes during a heartbeat</source>
        <translation>stürzt während eines Heartbeats ab</translation>
    </message>
    <message>
        <source>crashes after %1, before recording it as done</source>
        <translation>stürzt nach %1 ab, bevor er sie als erledigt einträgt</translation>
    </message>
    <message>
        <source>finishes the batch</source>
        <translation>schließt den Batch ab</translation>
    </message>
    <message>
        <source>reports %n failed message; only those return to the queue</source>
        <translation>meldet %n fehlgeschlagene Nachricht; nur diese kommt in die Warteschlange zurück</translation>
    </message>
    <message>
        <source>reports %n failed messages; only those return to the queue</source>
        <translation>meldet %n fehlgeschlagene Nachrichten; nur diese kommen in die Warteschlange zurück</translation>
    </message>
    <message>
        <source>fails the batch; all %n messages return to the queue</source>
        <translation>lässt den Batch scheitern; alle %n Nachrichten kommen in die Warteschlange zurück</translation>
    </message>
    <message>
        <source>times out; all %n messages return to the queue</source>
        <translation>überschreitet das Timeout; alle %n Nachrichten kommen in die Warteschlange zurück</translation>
    </message>
    <message>
        <source>moves %1 to %2 after %n receives</source>
        <translation>verschiebt %1 nach %n Empfängen in %2</translation>
    </message>
    <message>
        <source>drops %1 (its retention period is over)</source>
        <translation>verwirft %1 (ihr Aufbewahrungszeitraum ist vorbei)</translation>
    </message>
    <message>
        <source>purges %1: %n message gone</source>
        <translation>leert %1: %n Nachricht weg</translation>
    </message>
    <message>
        <source>purges %1: %n messages gone</source>
        <translation>leert %1: %n Nachrichten weg</translation>
    </message>
    <message>
        <source>redrives %1 to %2 as %3</source>
        <translation>holt %1 per Redrive nach %2 zurück, als %3</translation>
    </message>
    <message>
        <source>once</source>
        <translation>einmal</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>zweimal</translation>
    </message>
    <message>
        <source>%n times</source>
        <translation>%n-mal</translation>
    </message>
    <message>
        <source>effected</source>
        <translation>ausgeführt</translation>
    </message>
    <message>
        <source>%1 never %2</source>
        <translation>%1 nie %2</translation>
    </message>
    <message>
        <source>t=%1 by %2</source>
        <translation>t=%1 durch %2</translation>
    </message>
    <message>
        <source>%1, ... and %2 more, the last at t=%3</source>
        <translation>%1, ... und %2 weitere, die letzte bei t=%3</translation>
    </message>
    <message>
        <source>%1 %2 %3 (%4)</source>
        <translation>%1 %3 %2 (%4)</translation>
    </message>
    <message>
        <source>Messages sent</source>
        <translation>Gesendete Nachrichten</translation>
    </message>
    <message>
        <source>Keys effected</source>
        <translation>Schlüssel mit Wirkung</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Duplicate effects</source>
        <translation>Doppelte Wirkungen</translation>
    </message>
    <message>
        <source>%1 (%n key effected more than once)</source>
        <translation>%1 (%n Schlüssel mit mehrfacher Wirkung)</translation>
    </message>
    <message>
        <source>%1 (%n keys effected more than once)</source>
        <translation>%1 (%n Schlüssel mit mehrfacher Wirkung)</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>%1 (never effected and in no queue)</source>
        <translation>%1 (nie ausgeführt und in keiner Warteschlange)</translation>
    </message>
    <message>
        <source>Dead-letter arrivals</source>
        <translation>Zugänge in der DLQ</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Empfänge</translation>
    </message>
    <message>
        <source>%1 (%2 empty)</source>
        <translation>%1 (%2 leer)</translation>
    </message>
    <message>
        <source>API calls</source>
        <translation>API-Aufrufe</translation>
    </message>
    <message>
        <source>Billed requests</source>
        <translation>Abgerechnete Anfragen</translation>
    </message>
    <message>
        <source>%1 (at list price %2; the first million requests a month are free)</source>
        <translation>%1 (zum Listenpreis %2; die erste Million Anfragen pro Monat ist kostenlos)</translation>
    </message>
    <message>
        <source>Send to first effect</source>
        <translation>Senden bis zur 1. Wirkung</translation>
    </message>
    <message>
        <source>p50 %1 s, p90 %2 s, p99 %3 s, max %4 s</source>
        <translation>p50 %1 s, p90 %2 s, p99 %3 s, max. %4 s</translation>
    </message>
    <message>
        <source>The scenario did not run:</source>
        <translation>Das Szenario lief nicht:</translation>
    </message>
    <message>
        <source>Run of &quot;%1&quot; with seed %2, to t=%3</source>
        <translation>Lauf von „%1“ mit Seed %2, bis t=%3</translation>
    </message>
    <message>
        <source>Side effects per key</source>
        <translation>Nebenwirkungen pro Schlüssel</translation>
    </message>
    <message>
        <source>every key effected exactly once</source>
        <translation>jeder Schlüssel genau einmal ausgeführt</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>ScenarioProblem</name>
    <message>
        <source>lambda &quot;%1&quot;: Queue visibility timeout: %2 seconds is less than Function timeout: %3 seconds</source>
        <translation>Lambda „%1“: Queue visibility timeout: %2 seconds is less than Function timeout: %3 seconds</translation>
    </message>
</context>
<context>
    <name>ScriptText</name>
    <message>
        <source>column %1: %2</source>
        <translation>Spalte %1: %2</translation>
    </message>
    <message>
        <source>%1 does not resolve: %2</source>
        <translation>%1 lässt sich nicht auflösen: %2</translation>
    </message>
    <message>
        <source>no earlier line has &quot;id&quot;: &quot;%1&quot;</source>
        <translation>keine frühere Zeile hat &quot;id&quot;: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has not completed yet (its long poll is still waiting)</source>
        <translation>%1 ist noch nicht abgeschlossen (seine Langabfrage wartet noch)</translation>
    </message>
    <message>
        <source>%1 ended in an error and has no response</source>
        <translation>%1 endete mit einem Fehler und hat keine Antwort</translation>
    </message>
    <message>
        <source>%1 has no element %2</source>
        <translation>%1 hat kein Element %2</translation>
    </message>
    <message>
        <source>%1 has no member &quot;%2&quot;</source>
        <translation>%1 hat kein Member &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The session is of the lesson &quot;%1&quot;, which is not installed here.</source>
        <translation>Die Sitzung gehört zur Lektion „%1“, die hier nicht installiert ist.</translation>
    </message>
    <message>
        <source>Live SQS clients</source>
        <translation>Live-SQS-Clients</translation>
    </message>
    <message>
        <source>the session&apos;s scenario</source>
        <translation>das Szenario der Sitzung</translation>
    </message>
    <message>
        <source>the session&apos;s copy of %1</source>
        <translation>die Kopie von %1 in der Sitzung</translation>
    </message>
    <message>
        <source>Edit %1 (%2) cannot be made: %3</source>
        <translation>Änderung %1 (%2) ist nicht möglich: %3</translation>
    </message>
    <message>
        <source>%1 could not be saved: the disk is full. The file there was not changed; free some space and save again.</source>
        <translation>%1 konnte nicht gespeichert werden: Der Datenträger ist voll. Die dortige Datei wurde nicht geändert; schaffe Platz und speichere erneut.</translation>
    </message>
    <message>
        <source>%1 could not be saved: %2. The file there was not changed.</source>
        <translation>%1 konnte nicht gespeichert werden: %2. Die dortige Datei wurde nicht geändert.</translation>
    </message>
    <message>
        <source>%1 is damaged: %2. The file was not changed.</source>
        <translation>%1 ist beschädigt: %2. Die Datei wurde nicht geändert.</translation>
    </message>
    <message>
        <source>its session table cannot be read (%1)</source>
        <translation>ihre Sitzungstabelle kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>it has no session row</source>
        <translation>sie hat keine Sitzungszeile</translation>
    </message>
    <message>
        <source>the session&apos;s source is &quot;%1&quot;, not scenario, lesson or recording</source>
        <translation>die Quelle der Sitzung ist „%1“, nicht scenario, lesson oder recording</translation>
    </message>
    <message>
        <source>the selection is &quot;%1&quot;</source>
        <translation>die Auswahl ist „%1“</translation>
    </message>
    <message>
        <source>the playhead is on event %1</source>
        <translation>der Abspielkopf steht auf Ereignis %1</translation>
    </message>
    <message>
        <source>the session has no scenario</source>
        <translation>die Sitzung hat kein Szenario</translation>
    </message>
    <message>
        <source>the session has no recording</source>
        <translation>die Sitzung hat keine Aufzeichnung</translation>
    </message>
    <message>
        <source>the session names no lesson</source>
        <translation>die Sitzung nennt keine Lektion</translation>
    </message>
    <message>
        <source>the playhead is at %1 ms, not a time from 0 to %2 ms (15 days)</source>
        <translation>der Abspielkopf steht bei %1 ms, keiner Zeit von 0 bis %2 ms (15 Tage)</translation>
    </message>
    <message>
        <source>the timeline&apos;s window %1 to %2 ms is not a window within 0 to %3 ms (15 days)</source>
        <translation>der Ausschnitt der Zeitleiste, %1 bis %2 ms, liegt nicht innerhalb von 0 bis %3 ms (15 Tage)</translation>
    </message>
    <message>
        <source>it has more than one session row</source>
        <translation>sie hat mehr als eine Sitzungszeile</translation>
    </message>
    <message>
        <source>its edit table cannot be read (%1)</source>
        <translation>ihre Änderungstabelle kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>edit %1 names the unknown parameter &quot;%2&quot;</source>
        <translation>Änderung %1 nennt den unbekannten Parameter „%2“</translation>
    </message>
    <message>
        <source>edit %1 has no numeric value</source>
        <translation>Änderung %1 hat keinen Zahlenwert</translation>
    </message>
    <message>
        <source>%1 of its %2 edits are said to be applied</source>
        <translation>%1 ihrer %2 Änderungen gelten als angewendet</translation>
    </message>
    <message>
        <source>its lesson progress cannot be read (%1)</source>
        <translation>ihr Lektionsfortschritt kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>its lesson progress has a negative step</source>
        <translation>ihr Lektionsfortschritt hat einen negativen Schritt</translation>
    </message>
    <message>
        <source>its answers cannot be read (%1)</source>
        <translation>ihre Antworten können nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>answer %1 is for step %2</source>
        <translation>Antwort %1 gehört zu Schritt %2</translation>
    </message>
    <message>
        <source>its challenge attempts cannot be read (%1)</source>
        <translation>ihre Lösungsversuche für Aufgaben können nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>its notes cannot be read (%1)</source>
        <translation>ihre Notizen können nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>note %1 is pinned to &quot;%2&quot;</source>
        <translation>Notiz %1 ist an „%2“ angeheftet</translation>
    </message>
    <message>
        <source>note %1 is at a negative time</source>
        <translation>Notiz %1 liegt bei einer negativen Zeit</translation>
    </message>
    <message>
        <source>its comparison cannot be read (%1)</source>
        <translation>ihr Vergleich kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>its comparison is of the unknown kind &quot;%1&quot;</source>
        <translation>ihr Vergleich ist von der unbekannten Art „%1“</translation>
    </message>
    <message>
        <source>its comparison has the edit &quot;%1&quot;, which is not parameter=number</source>
        <translation>ihr Vergleich hat die Änderung „%1“, die nicht die Form parameter=Zahl hat</translation>
    </message>
    <message>
        <source>its comparison names no scenario and no lesson</source>
        <translation>ihr Vergleich nennt weder ein Szenario noch eine Lektion</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a session file.</source>
        <translation>%1 ist ein Ordner, keine Sitzungsdatei.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>%1 is empty: it is not an Inflight session.</source>
        <translation>%1 ist leer: Es ist keine Inflight-Sitzung.</translation>
    </message>
    <message>
        <source>%1 is not an Inflight session (it is not an SQLite database).</source>
        <translation>%1 ist keine Inflight-Sitzung (keine SQLite-Datenbank).</translation>
    </message>
    <message>
        <source>it ends inside its header (%1 bytes)</source>
        <translation>sie endet innerhalb ihres Headers (%1 Byte)</translation>
    </message>
    <message>
        <source>SQLite cannot read it (%1)</source>
        <translation>SQLite kann sie nicht lesen (%1)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2.</source>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>its list of tables cannot be read (%1)</source>
        <translation>ihre Tabellenliste kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not an Inflight session.</source>
        <translation>%1 ist eine SQLite-Datenbank, aber keine Inflight-Sitzung.</translation>
    </message>
    <message>
        <source>SQLite&apos;s integrity check found a problem (%1)</source>
        <translation>die Integritätsprüfung von SQLite hat ein Problem gefunden (%1)</translation>
    </message>
    <message>
        <source>SQLite&apos;s integrity check found %1 problems (the first: %2)</source>
        <translation>die Integritätsprüfung von SQLite hat %1 Probleme gefunden (das erste: %2)</translation>
    </message>
    <message>
        <source>it has no schema_version table</source>
        <translation>sie hat keine Tabelle schema_version</translation>
    </message>
    <message>
        <source>its format version cannot be read</source>
        <translation>ihre Formatversion kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>%1 was saved by a newer Inflight (session format %2; this version reads formats 1 to %3). It was not changed; open it with a newer Inflight.</source>
        <translation>%1 wurde von einem neueren Inflight gespeichert (Sitzungsformat %2; diese Version liest die Formate 1 bis %3). Die Datei wurde nicht geändert; öffne sie mit einem neueren Inflight.</translation>
    </message>
    <message>
        <source>its format version is %1</source>
        <translation>ihre Formatversion ist %1</translation>
    </message>
    <message>
        <source>%1 is in session format %2 and could not be copied to be brought up to date.</source>
        <translation>%1 hat das Sitzungsformat %2 und konnte für die Aktualisierung nicht kopiert werden.</translation>
    </message>
    <message>
        <source>it cannot be brought up from format %1 (%2)</source>
        <translation>sie kann nicht von Format %1 aktualisiert werden (%2)</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a file name to save the session as.</source>
        <translation>%1 ist ein Ordner; wähle einen Dateinamen, unter dem die Sitzung gespeichert wird.</translation>
    </message>
    <message>
        <source>%1 could not be saved: the folder %2 does not exist.</source>
        <translation>%1 konnte nicht gespeichert werden: Der Ordner %2 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is read-only; nothing was written. Use Save As to save a copy elsewhere.</source>
        <translation>%1 ist schreibgeschützt; es wurde nichts geschrieben. Speichere mit „Speichern unter“ eine Kopie an anderer Stelle.</translation>
    </message>
    <message>
        <source>%1 could not be saved: the folder %2 cannot be written. Use Save As to save elsewhere.</source>
        <translation>%1 konnte nicht gespeichert werden: In den Ordner %2 kann nicht geschrieben werden. Speichere mit „Speichern unter“ an anderer Stelle.</translation>
    </message>
    <message>
        <source>its practice cannot be read (%1)</source>
        <translation>ihre Übungsdaten können nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>its practice has a level or count out of range</source>
        <translation>ihre Übungsdaten haben eine Stufe oder Anzahl außerhalb des gültigen Bereichs</translation>
    </message>
    <message>
        <source>its practice scores cannot be read (%1)</source>
        <translation>ihre Übungsergebnisse können nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>its practice score for %1 is out of range</source>
        <translation>ihr Übungsergebnis für %1 liegt außerhalb des gültigen Bereichs</translation>
    </message>
</context>
<context>
    <name>WhatIf</name>
    <message>
        <source>Visibility timeout</source>
        <translation>Sichtbarkeits-Timeout</translation>
    </message>
    <message>
        <source>Processing time</source>
        <translation>Verarbeitungszeit</translation>
    </message>
    <message>
        <source>Heartbeat every</source>
        <translation>Heartbeat alle</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <source>Receive wait time</source>
        <translation>Wartezeit beim Empfang</translation>
    </message>
    <message>
        <source>maxReceiveCount</source>
        <translation>maxReceiveCount</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Idempotency</source>
        <translation>Idempotenz</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Batch-Größe</translation>
    </message>
    <message>
        <source>Backoff on failure</source>
        <translation>Backoff bei Fehlschlag</translation>
    </message>
    <message>
        <source>Delete with an old handle</source>
        <translation>Löschen mit altem Handle</translation>
    </message>
    <message>
        <source>after the side effect</source>
        <translation>nach der Nebenwirkung</translation>
    </message>
    <message>
        <source>before processing</source>
        <translation>vor der Verarbeitung</translation>
    </message>
    <message>
        <source>in a batch after processing</source>
        <translation>im Batch nach der Verarbeitung</translation>
    </message>
    <message>
        <source>delete after the side effect</source>
        <translation>Löschen nach der Nebenwirkung</translation>
    </message>
    <message>
        <source>delete before processing</source>
        <translation>Löschen vor der Verarbeitung</translation>
    </message>
    <message>
        <source>delete in a batch after processing</source>
        <translation>Löschen im Batch nach der Verarbeitung</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>a done record written after the effect</source>
        <translation>ein Erledigt-Eintrag nach der Wirkung</translation>
    </message>
    <message>
        <source>the provider&apos;s idempotency key</source>
        <translation>der Idempotenzschlüssel des Anbieters</translation>
    </message>
    <message>
        <source>idempotency: none</source>
        <translation>Idempotenz: keine</translation>
    </message>
    <message>
        <source>idempotency: a done record written after the effect</source>
        <translation>Idempotenz: ein Erledigt-Eintrag nach der Wirkung</translation>
    </message>
    <message>
        <source>idempotency: the provider&apos;s idempotency key</source>
        <translation>Idempotenz: der Idempotenzschlüssel des Anbieters</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>no heartbeat</source>
        <translation>kein Heartbeat</translation>
    </message>
    <message>
        <source>every %1 s</source>
        <translation>alle %1 s</translation>
    </message>
    <message>
        <source>no dead-letter queue</source>
        <translation>keine DLQ</translation>
    </message>
    <message>
        <source>%n message</source>
        <translation>%n Nachricht</translation>
    </message>
    <message>
        <source>%n messages</source>
        <translation>%n Nachrichten</translation>
    </message>
    <message>
        <source>retry at once</source>
        <translation>sofort erneut versuchen</translation>
    </message>
    <message>
        <source>back off from %1 s, doubling</source>
        <translation>Backoff ab %1 s, verdoppelnd</translation>
    </message>
    <message>
        <source>deletes nothing</source>
        <translation>löscht nichts</translation>
    </message>
    <message>
        <source>deletes the message</source>
        <translation>löscht die Nachricht</translation>
    </message>
    <message>
        <source>visibility timeout %1 s</source>
        <translation>Sichtbarkeits-Timeout %1 s</translation>
    </message>
    <message>
        <source>processing time %1 s</source>
        <translation>Verarbeitungszeit %1 s</translation>
    </message>
    <message>
        <source>receive wait time %1 s</source>
        <translation>Wartezeit beim Empfang %1 s</translation>
    </message>
    <message>
        <source>heartbeat every %1 s</source>
        <translation>Heartbeat alle %1 s</translation>
    </message>
    <message>
        <source>workers %1</source>
        <translation>Worker %1</translation>
    </message>
    <message>
        <source>maxReceiveCount %1</source>
        <translation>maxReceiveCount %1</translation>
    </message>
    <message>
        <source>no idempotency</source>
        <translation>keine Idempotenz</translation>
    </message>
    <message>
        <source>batch size %n message</source>
        <translation>Batch-Größe %n Nachricht</translation>
    </message>
    <message>
        <source>batch size %n messages</source>
        <translation>Batch-Größe %n Nachrichten</translation>
    </message>
    <message>
        <source>a delete with an old handle deletes nothing</source>
        <translation>ein Löschen mit altem Handle löscht nichts</translation>
    </message>
    <message>
        <source>a delete with an old handle deletes the message</source>
        <translation>ein Löschen mit altem Handle löscht die Nachricht</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 does not apply to this scenario</source>
        <translation>%1 passt nicht zu diesem Szenario</translation>
    </message>
    <message>
        <source>Processing time must be from %1 to %2 seconds</source>
        <translation>Die Verarbeitungszeit muss zwischen %1 und %2 Sekunden liegen</translation>
    </message>
    <message>
        <source>Heartbeat interval must be from %1 to %2 seconds</source>
        <translation>Das Heartbeat-Intervall muss zwischen %1 und %2 Sekunden liegen</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3</source>
        <translation>%1 muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>A provider idempotency key needs a downstream service</source>
        <translation>Ein Idempotenzschlüssel des Anbieters braucht einen nachgelagerten Dienst</translation>
    </message>
</context>
<context>
    <name>inflight::AnimationExport</name>
    <message>
        <source>step %L1: %2</source>
        <translation>Schritt %L1: %2</translation>
    </message>
    <message>
        <source>there is no run to draw</source>
        <translation>es gibt keinen Lauf zum Zeichnen</translation>
    </message>
    <message>
        <source>the animation must be from %1x%2 to %3x%4 pixels, not %5x%6</source>
        <translation>die Animation muss zwischen %1x%2 und %3x%4 Pixel groß sein, nicht %5x%6</translation>
    </message>
    <message>
        <source>cannot export the animation to %1: %2</source>
        <translation>die Animation kann nicht nach %1 exportiert werden: %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <source>an animation is a .gif file</source>
        <translation>eine Animation ist eine .gif-Datei</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>the frame rate must be from 1 to %1 frames a second, not %2</source>
        <translation>die Bildrate muss zwischen 1 und %1 Bildern pro Sekunde liegen, nicht %2</translation>
    </message>
    <message>
        <source>the speed must be more than 0 and at most %L1, not %L2</source>
        <translation>die Geschwindigkeit muss größer als 0 und höchstens %L1 sein, nicht %L2</translation>
    </message>
    <message>
        <source>the time window is empty: from %1 s to %2 s</source>
        <translation>das Zeitfenster ist leer: von %1 s bis %2 s</translation>
    </message>
    <message>
        <source>%L1 frames is too many (at most %L2): raise the speed or lower the frame rate</source>
        <translation>%L1 Bilder sind zu viele (höchstens %L2): Erhöhe die Geschwindigkeit oder senke die Bildrate</translation>
    </message>
</context>
<context>
    <name>inflight::AnimationExportDialog</name>
    <message>
        <source>Export an animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>The stage above the timeline</source>
        <translation>Bühne über der Zeitleiste</translation>
    </message>
    <message>
        <source>The stage</source>
        <translation>Bühne</translation>
    </message>
    <message>
        <source>The timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source> frames a second</source>
        <translation> Bilder pro Sekunde</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Frame rate</source>
        <translation>Bildrate</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>Animated GIF (*.gif)</source>
        <translation>Animiertes GIF (*.gif)</translation>
    </message>
    <message>
        <source>The animation was not exported</source>
        <translation>Die Animation wurde nicht exportiert</translation>
    </message>
    <message>
        <source>Drawing the animation…</source>
        <translation>Animation wird gezeichnet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Drawing frame %L1 of %L2…</source>
        <translation>Zeichne Bild %L1 von %L2…</translation>
    </message>
</context>
<context>
    <name>inflight::CommandLine</name>
    <message>
        <source>inflight export: --fps takes a whole number of frames a second from 1 to %1, not &apos;%2&apos;</source>
        <translation>inflight export: --fps nimmt eine ganze Zahl von Bildern pro Sekunde von 1 bis %1, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>inflight export: --speed takes virtual seconds per second, more than 0 and at most %1, not &apos;%2&apos;</source>
        <translation>inflight export: --speed nimmt virtuelle Sekunden pro Sekunde, mehr als 0 und höchstens %1, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>inflight export: --size takes WIDTHxHEIGHT in pixels, from %1x%2 to %3x%4, not &apos;%5&apos;</source>
        <translation>inflight export: --size nimmt BREITExHÖHE in Pixeln, von %1x%2 bis %3x%4, nicht &apos;%5&apos;</translation>
    </message>
    <message>
        <source>inflight export: --view takes stage, timeline or both, not &apos;%1&apos;</source>
        <translation>inflight export: --view nimmt stage, timeline oder both, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>inflight export: --step takes a step of the lesson, 1 to %1, or a range of them such as 2-%2, not &apos;%3&apos;</source>
        <translation>inflight export: --step nimmt einen Schritt der Lektion, 1 bis %1, oder einen Bereich davon wie 2-%2, nicht &apos;%3&apos;</translation>
    </message>
    <message>
        <source>inflight export: --%1 is for an animation: give --out FILE.gif</source>
        <translation>inflight export: --%1 ist für eine Animation: Gib --out DATEI.gif an</translation>
    </message>
    <message>
        <source>inflight export: --%1 is for a picture, not an animation (use --size WxH)</source>
        <translation>inflight export: --%1 ist für ein Bild, nicht für eine Animation (verwende --size BxH)</translation>
    </message>
    <message>
        <source>inflight export: --%1 is for a picture, not an animation</source>
        <translation>inflight export: --%1 ist für ein Bild, nicht für eine Animation</translation>
    </message>
    <message>
        <source>inflight export: %1</source>
        <translation>inflight export: %1</translation>
    </message>
    <message>
        <source>wrote %1 (%2)</source>
        <translation>%1 geschrieben (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1x%2, %n frame(s) at %3 fps, t = %4 to %5 s at %6x, %7 s, %8 MB</source>
        <translation>
            <numerusform>%1x%2, %n Bild mit %3 fps, t = %4 bis %5 s mit %6x, %7 s, %8 MB</numerusform>
            <numerusform>%1x%2, %n Bilder mit %3 fps, t = %4 bis %5 s mit %6x, %7 s, %8 MB</numerusform>
        </translation>
    </message>
    <message>
        <source>Try &apos;inflight help %1&apos;.</source>
        <translation>Siehe &apos;inflight help %1&apos;.</translation>
    </message>
    <message>
        <source>inflight script: give one FILE, or - for standard input</source>
        <translation>inflight script: Gib eine DATEI an, oder - für die Standardeingabe</translation>
    </message>
    <message>
        <source>inflight script: cannot read %1: %2</source>
        <translation>inflight script: %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>run digest: %1 (%n event(s))</source>
        <translation>
            <numerusform>Lauf-Digest: %1 (%n Ereignis)</numerusform>
            <numerusform>Lauf-Digest: %1 (%n Ereignisse)</numerusform>
        </translation>
    </message>
    <message>
        <source>inflight %1: --seed takes a whole number &gt;= 0, not &apos;%2&apos;</source>
        <translation>inflight %1: --seed nimmt eine ganze Zahl &gt;= 0, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>inflight run: give one SCENARIO file</source>
        <translation>inflight run: Gib eine SZENARIO-Datei an</translation>
    </message>
    <message>
        <source>inflight run: --until takes a time in seconds, more than 0 and at most %1 (15 days), not &apos;%2&apos;</source>
        <translation>inflight run: --until nimmt eine Zeit in Sekunden, mehr als 0 und höchstens %1 (15 Tage), nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>inflight run: choose --text or --jsonl, not both</source>
        <translation>inflight run: Wähle --text oder --jsonl, nicht beides</translation>
    </message>
    <message>
        <source>inflight export: give one of a SCENARIO file, --lesson ID or --session FILE</source>
        <translation>inflight export: Gib genau eines an: eine SZENARIO-Datei, --lesson ID oder --session DATEI</translation>
    </message>
    <message>
        <source>inflight export: give one SCENARIO file (or --lesson ID, or --session FILE)</source>
        <translation>inflight export: Gib eine SZENARIO-Datei an (oder --lesson ID, oder --session DATEI)</translation>
    </message>
    <message>
        <source>inflight export: --step needs --lesson</source>
        <translation>inflight export: --step braucht --lesson</translation>
    </message>
    <message>
        <source>inflight export: give the picture&apos;s file with --out FILE.png|.svg|.pdf|.gif</source>
        <translation>inflight export: Gib die Datei des Bildes mit --out DATEI.png|.svg|.pdf|.gif an</translation>
    </message>
    <message>
        <source>inflight export: --%1 takes a number from %2 to %3, not &apos;%4&apos;</source>
        <translation>inflight export: --%1 nimmt eine Zahl von %2 bis %3, nicht &apos;%4&apos;</translation>
    </message>
    <message>
        <source>inflight export: %1:</source>
        <translation>inflight export: %1:</translation>
    </message>
    <message>
        <source>%1x%2 at scale %3</source>
        <translation>%1x%2 mit Skalierung %3</translation>
    </message>
    <message>
        <source>%1x%2</source>
        <translation>%1x%2</translation>
    </message>
    <message>
        <source>inflight export: --lang %1: not a language of Inflight&apos;s; the languages are: %2</source>
        <translation>inflight export: --lang %1: keine Sprache von Inflight; die Sprachen sind: %2</translation>
    </message>
    <message>
        <source>inflight lessons: takes no arguments</source>
        <translation>inflight lessons: nimmt keine Argumente</translation>
    </message>
    <message>
        <source>inflight lessons: no lessons in &apos;%1&apos; in %2; the languages are: %3</source>
        <translation>inflight lessons: keine Lektionen in &apos;%1&apos; in %2; die Sprachen sind: %3</translation>
    </message>
    <message>
        <source>inflight lessons: no lessons (NN-id.json) in %1</source>
        <translation>inflight lessons: keine Lektionen (NN-id.json) in %1</translation>
    </message>
    <message>
        <source>%1 of %2 lessons load and check cleanly</source>
        <translation>%1 von %2 Lektionen laden und bestehen die Prüfung</translation>
    </message>
    <message>
        <source>inflight help: no command named &apos;%1&apos;</source>
        <translation>inflight help: kein Befehl namens &apos;%1&apos;</translation>
    </message>
    <message>
        <source>inflight: %1: no such file (give a session, scenario or lesson that exists to open it in the window)</source>
        <translation>inflight: %1: keine solche Datei (gib eine Sitzung, ein Szenario oder eine Lektion an, die es gibt, um sie im Fenster zu öffnen)</translation>
    </message>
    <message>
        <source>inflight: unknown command &apos;%1&apos;</source>
        <translation>inflight: unbekannter Befehl &apos;%1&apos;</translation>
    </message>
    <message>
        <source>Try &apos;inflight --help&apos;.</source>
        <translation>Siehe &apos;inflight --help&apos;.</translation>
    </message>
    <message>
        <source>inflight %1: %2</source>
        <translation>inflight %1: %2</translation>
    </message>
    <message>
        <source>%1, step %2: %3</source>
        <translation>%1, Schritt %2: %3</translation>
    </message>
    <message>
        <source>inflight export: no lesson &apos;%1&apos;; the lessons are: %2</source>
        <translation>inflight export: keine Lektion &apos;%1&apos;; die Lektionen sind: %2</translation>
    </message>
    <message>
        <source>inflight export: --step takes a step of the lesson, 1 to %1, not &apos;%2&apos;</source>
        <translation>inflight export: --step nimmt einen Schritt der Lektion, 1 bis %1, nicht &apos;%2&apos;</translation>
    </message>
    <message>
        <source>the lesson&apos;s run</source>
        <translation>der Lauf der Lektion</translation>
    </message>
    <message>
        <source>inflight export: %1: %2</source>
        <translation>inflight export: %1: %2</translation>
    </message>
    <message>
        <source>inflight export: warning: %1: %2</source>
        <translation>inflight export: Warnung: %1: %2</translation>
    </message>
    <message>
        <source>inflight export: this lesson step shows its own comparison; leave out --compare and --compare-edit</source>
        <translation>inflight export: Dieser Schritt der Lektion zeigt seinen eigenen Vergleich; lass --compare und --compare-edit weg</translation>
    </message>
    <message>
        <source>inflight export: give --compare FILE or --compare-edit KEY=VALUE, not both</source>
        <translation>inflight export: Gib --compare DATEI oder --compare-edit SCHLÜSSEL=WERT an, nicht beides</translation>
    </message>
    <message>
        <source>inflight export: --compare-edit takes KEY=VALUE with a number, not &apos;%1&apos;; the keys are: %2</source>
        <translation>inflight export: --compare-edit nimmt SCHLÜSSEL=WERT mit einer Zahl, nicht &apos;%1&apos;; die Schlüssel sind: %2</translation>
    </message>
    <message>
        <source>inflight export: --compare-edit %1: %2</source>
        <translation>inflight export: --compare-edit %1: %2</translation>
    </message>
    <message>
        <source>inflight export: warning: the session was saved by Inflight (unknown version), whose run of it was different; this is this version&apos;s run</source>
        <translation>inflight export: Warnung: Die Sitzung wurde von Inflight (unbekannte Version) gespeichert, deren Lauf anders war; das hier ist der Lauf dieser Version</translation>
    </message>
    <message>
        <source>inflight export: warning: the session was saved by Inflight %1, whose run of it was different; this is this version&apos;s run</source>
        <translation>inflight export: Warnung: Die Sitzung wurde von Inflight %1 gespeichert, dessen Lauf anders war; das hier ist der Lauf dieser Version</translation>
    </message>
    <message>
        <source>inflight export: give --handout or --slides, one at a time</source>
        <translation>inflight export: Gib --handout oder --slides an, eines nach dem anderen</translation>
    </message>
    <message>
        <source>inflight export: --%1 is for a picture; a handout draws every step of the lesson</source>
        <translation>inflight export: --%1 ist für ein Bild; ein Handout zeichnet jeden Schritt der Lektion</translation>
    </message>
    <message>
        <source>inflight export: --%1 is for a picture; a slide deck draws every step of the lesson</source>
        <translation>inflight export: --%1 ist für ein Bild; ein Foliensatz zeichnet jeden Schritt der Lektion</translation>
    </message>
    <message>
        <source>inflight export: --%1 is for --handout</source>
        <translation>inflight export: --%1 ist für --handout</translation>
    </message>
    <message>
        <source>inflight export: a handout is made from a lesson: give --lesson ID, or --session FILE saved on a lesson</source>
        <translation>inflight export: Ein Handout entsteht aus einer Lektion: Gib --lesson ID an, oder --session DATEI, auf einer Lektion gespeichert</translation>
    </message>
    <message>
        <source>inflight export: slides are made from a lesson: give --lesson ID, or --session FILE saved on a lesson</source>
        <translation>inflight export: Folien entstehen aus einer Lektion: Gib --lesson ID an, oder --session DATEI, auf einer Lektion gespeichert</translation>
    </message>
    <message>
        <source>inflight export: %1 is not a session on a lesson; a handout or slides need one (or --lesson ID)</source>
        <translation>inflight export: %1 ist keine Sitzung auf einer Lektion; ein Handout oder Folien brauchen eine (oder --lesson ID)</translation>
    </message>
    <message>
        <source>inflight export: --paper takes a4 or letter, not &apos;%1&apos;</source>
        <translation>inflight export: --paper nimmt a4 oder letter, nicht &apos;%1&apos;</translation>
    </message>
    <message numerus="yes">
        <source>handout, %1, %n page(s)</source>
        <translation>
            <numerusform>Handout, %1, %n Seite</numerusform>
            <numerusform>Handout, %1, %n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>answers from page %1</source>
        <translation>Antworten ab Seite %1</translation>
    </message>
    <message>
        <source>no answers</source>
        <translation>keine Antworten</translation>
    </message>
    <message numerus="yes">
        <source>slides, %n page(s)</source>
        <translation>
            <numerusform>Folien, %n Seite</numerusform>
            <numerusform>Folien, %n Seiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n Notiz</numerusform>
            <numerusform>%n Notizen</numerusform>
        </translation>
    </message>
    <message>
        <source>inflight practice: --%1 takes a whole number from %2 to %3, not &apos;%4&apos;</source>
        <translation>inflight practice: --%1 nimmt eine ganze Zahl von %2 bis %3, nicht &apos;%4&apos;</translation>
    </message>
    <message>
        <source>inflight practice: --paper takes a4 or letter, not &apos;%1&apos;</source>
        <translation>inflight practice: --paper nimmt a4 oder letter, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>inflight practice: --handout and --answer-key name the same file</source>
        <translation>inflight practice: --handout und --answer-key nennen dieselbe Datei</translation>
    </message>
    <message>
        <source>inflight practice: only %1 of %2 questions could be drawn for variant %3</source>
        <translation>inflight practice: Für Variante %3 konnten nur %1 von %2 Fragen gezogen werden</translation>
    </message>
    <message>
        <source>inflight practice: %1</source>
        <translation>inflight practice: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n variant(s)</source>
        <translation>
            <numerusform>%n Variante</numerusform>
            <numerusform>%n Varianten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>quiz</source>
        <translation>Quiz</translation>
    </message>
    <message>
        <source>answer key</source>
        <translation>Lösungsschlüssel</translation>
    </message>
    <message>
        <source>inflight practice: takes no arguments, only options</source>
        <translation>inflight practice: nimmt keine Argumente, nur Optionen</translation>
    </message>
    <message>
        <source>inflight practice: --%1 is for questions printed to the terminal, not --handout or --answer-key</source>
        <translation>inflight practice: --%1 ist für Fragen, die im Terminal ausgegeben werden, nicht für --handout oder --answer-key</translation>
    </message>
    <message>
        <source>inflight practice: --%1 is for --handout or --answer-key</source>
        <translation>inflight practice: --%1 ist für --handout oder --answer-key</translation>
    </message>
    <message>
        <source>inflight practice: --count takes a whole number from 1 to 50 with --handout or --answer-key, not &apos;%1&apos;</source>
        <translation>inflight practice: --count nimmt mit --handout oder --answer-key eine ganze Zahl von 1 bis 50, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>inflight practice: --lang %1: not a language of Inflight&apos;s; the languages are: %2</source>
        <translation>inflight practice: --lang %1: keine Sprache von Inflight; die Sprachen sind: %2</translation>
    </message>
    <message>
        <source>inflight practice: no topic &apos;%1&apos; (the topics are: %2)</source>
        <translation>inflight practice: kein Thema &apos;%1&apos; (die Themen sind: %2)</translation>
    </message>
    <message>
        <source>inflight practice: only %1 of %2 questions could be drawn</source>
        <translation>inflight practice: Nur %1 von %2 Fragen konnten gezogen werden</translation>
    </message>
</context>
<context>
    <name>inflight::ComparisonArea</name>
    <message>
        <source>&lt;b&gt;%1:&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;%1:&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Vorher</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Nachher</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1:&lt;/b&gt; %2 &lt;i&gt;(this run)&lt;/i&gt;</source>
        <translation>&lt;b&gt;%1:&lt;/b&gt; %2 &lt;i&gt;(dieser Lauf)&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Divider between the two stages</source>
        <translation>Trennlinie zwischen den beiden Bühnen</translation>
    </message>
    <message>
        <source>Divider between the two timelines</source>
        <translation>Trennlinie zwischen den beiden Zeitleisten</translation>
    </message>
    <message>
        <source>Divider between the stage and the timeline</source>
        <translation>Trennlinie zwischen Bühne und Zeitleiste</translation>
    </message>
</context>
<context>
    <name>inflight::ComparisonPanel</name>
    <message>
        <source>Jump to the first difference</source>
        <translation>Zum ersten Unterschied springen</translation>
    </message>
    <message>
        <source>What the stage shows while two runs are compared</source>
        <translation>Was die Bühne zeigt, während zwei Läufe verglichen werden</translation>
    </message>
    <message>
        <source>Stage: this run</source>
        <translation>Bühne: dieser Lauf</translation>
    </message>
    <message>
        <source>Stage: compared run</source>
        <translation>Bühne: Vergleichslauf</translation>
    </message>
    <message>
        <source>Stage: both</source>
        <translation>Bühne: beide</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>End the comparison: this run alone again</source>
        <translation>Vergleich beenden: wieder nur dieser Lauf</translation>
    </message>
    <message>
        <source>The figures are the same in both runs.</source>
        <translation>Die Zahlen sind in beiden Läufen gleich.</translation>
    </message>
    <message>
        <source>the run before</source>
        <translation>der Lauf vorher</translation>
    </message>
    <message>
        <source>the run after</source>
        <translation>der Lauf nachher</translation>
    </message>
    <message>
        <source>Move the playhead to where the runs first part</source>
        <translation>Den Abspielkopf dorthin setzen, wo sich die Läufe zuerst trennen</translation>
    </message>
    <message>
        <source>The runs never part</source>
        <translation>Die Läufe trennen sich nie</translation>
    </message>
    <message>
        <source>$%1</source>
        <comment>an amount in US dollars</comment>
        <translation>%1 $</translation>
    </message>
    <message>
        <source>%1 &lt;b&gt;%2 → &lt;span style=&quot;color:%4&quot;&gt;%3&lt;/span&gt;&lt;/b&gt; (better)</source>
        <translation>%1 &lt;b&gt;%2 → &lt;span style=&quot;color:%4&quot;&gt;%3&lt;/span&gt;&lt;/b&gt; (besser)</translation>
    </message>
    <message>
        <source>%1 &lt;b&gt;%2 → &lt;span style=&quot;color:%4&quot;&gt;%3&lt;/span&gt;&lt;/b&gt; (worse)</source>
        <translation>%1 &lt;b&gt;%2 → &lt;span style=&quot;color:%4&quot;&gt;%3&lt;/span&gt;&lt;/b&gt; (schlechter)</translation>
    </message>
</context>
<context>
    <name>inflight::EventTableModel</name>
    <message>
        <source>All kinds</source>
        <translation>Alle Typen</translation>
    </message>
    <message>
        <source>Sends</source>
        <translation>Sendevorgänge</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Empfänge</translation>
    </message>
    <message>
        <source>Visibility changes and timeouts</source>
        <translation>Sichtbarkeitsänderungen und Timeouts</translation>
    </message>
    <message>
        <source>Deletes</source>
        <translation>Löschvorgänge</translation>
    </message>
    <message>
        <source>Work and side effects</source>
        <translation>Arbeit und Nebenwirkungen</translation>
    </message>
    <message>
        <source>Crashes and restarts</source>
        <translation>Abstürze und Neustarts</translation>
    </message>
    <message>
        <source>Dead-letter, expiry, purge</source>
        <translation>DLQ, Ablauf, Leeren</translation>
    </message>
    <message>
        <source>API calls</source>
        <translation>API-Aufrufe</translation>
    </message>
    <message>
        <source>Queues</source>
        <translation>Warteschlangen</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>Actor</source>
        <translation>Akteur</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Handle</source>
        <translation>Handle</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Virtual time since the start of the run, in seconds</source>
        <translation>Virtuelle Zeit seit dem Start des Laufs, in Sekunden</translation>
    </message>
    <message>
        <source>Who acted: a producer, a worker, or the queue itself (engine)</source>
        <translation>Wer gehandelt hat: ein Produzent, ein Worker oder die Warteschlange selbst (Engine)</translation>
    </message>
    <message>
        <source>The event in a sentence</source>
        <translation>Das Ereignis in einem Satz</translation>
    </message>
    <message>
        <source>The message and its business key</source>
        <translation>Die Nachricht und ihr fachlicher Schlüssel</translation>
    </message>
    <message>
        <source>The receipt handle the event used or handed out: mN.rR is the R-th receive of message N</source>
        <translation>Das Empfangs-Handle, das das Ereignis verwendet oder ausgegeben hat: mN.rR ist der R-te Empfang von Nachricht N</translation>
    </message>
    <message>
        <source>Deadlines, error codes, reasons and queues</source>
        <translation>Fristen, Fehlercodes, Gründe und Warteschlangen</translation>
    </message>
</context>
<context>
    <name>inflight::EventTableView</name>
    <message>
        <source>All messages</source>
        <translation>Alle Nachrichten</translation>
    </message>
    <message>
        <source>Show only the events of one message</source>
        <translation>Nur die Ereignisse einer Nachricht anzeigen</translation>
    </message>
    <message>
        <source>&amp;Message:</source>
        <translation>&amp;Nachricht:</translation>
    </message>
    <message>
        <source>Show only what one worker, producer or the queue itself did</source>
        <translation>Nur anzeigen, was ein Worker, ein Produzent oder die Warteschlange selbst getan hat</translation>
    </message>
    <message>
        <source>&amp;Actor:</source>
        <translation>&amp;Akteur:</translation>
    </message>
    <message>
        <source>Show only one kind of event</source>
        <translation>Nur einen Ereignistyp anzeigen</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <source>A&amp;ll events</source>
        <translation>A&amp;lle Ereignisse</translation>
    </message>
    <message>
        <source>Also show the bookkeeping: every API call, empty receive and queue creation, not only the events of the story</source>
        <translation>Auch die Buchführung anzeigen: jeden API-Aufruf, jeden leeren Empfang und jedes Erstellen einer Warteschlange, nicht nur die Ereignisse der Geschichte</translation>
    </message>
    <message>
        <source>All actors</source>
        <translation>Alle Akteure</translation>
    </message>
    <message>
        <source>%1 (the queue&apos;s own timers)</source>
        <translation>%1 (die eigenen Timer der Warteschlange)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln event(s)</source>
        <translation>
            <numerusform>%Ln Ereignis</numerusform>
            <numerusform>%Ln Ereignisse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %Ln event(s)</source>
        <translation>
            <numerusform>%L1 von %Ln Ereignis</numerusform>
            <numerusform>%L1 von %Ln Ereignissen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::Format</name>
    <message>
        <source>delayed</source>
        <translation>verzögert</translation>
    </message>
    <message>
        <source>visible</source>
        <translation>sichtbar</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>in Bearbeitung</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>purged</source>
        <translation>geleert</translation>
    </message>
    <message>
        <source>redriven</source>
        <translation>per Redrive zurückgeholt</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>Einstieg</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>Mittelstufe</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>s</source>
        <translation>s</translation>
    </message>
    <message>
        <source>times</source>
        <translation>Mal</translation>
    </message>
    <message>
        <source>orders</source>
        <translation>Bestellungen</translation>
    </message>
    <message>
        <source>messages</source>
        <translation>Nachrichten</translation>
    </message>
    <message>
        <source>deletes</source>
        <translation>Löschungen</translation>
    </message>
    <message>
        <source>emails</source>
        <translation>E-Mails</translation>
    </message>
    <message>
        <source>images</source>
        <translation>Bilder</translation>
    </message>
</context>
<context>
    <name>inflight::GifEncoder</name>
    <message>
        <source>the GIF encoder failed to start (%1)</source>
        <translation>der GIF-Encoder konnte nicht starten (%1)</translation>
    </message>
    <message>
        <source>the GIF encoder failed to make its colour map (%1)</source>
        <translation>der GIF-Encoder konnte seine Farbtabelle nicht erstellen (%1)</translation>
    </message>
    <message>
        <source>the GIF encoder failed to write its header (%1)</source>
        <translation>der GIF-Encoder konnte seinen Header nicht schreiben (%1)</translation>
    </message>
    <message>
        <source>the GIF encoder failed to write its loop (%1)</source>
        <translation>der GIF-Encoder konnte seine Schleife nicht schreiben (%1)</translation>
    </message>
    <message>
        <source>the GIF encoder failed to write a frame (%1)</source>
        <translation>der GIF-Encoder konnte ein Bild nicht schreiben (%1)</translation>
    </message>
    <message>
        <source>a frame of %1x%2 pixels in an animation of %3x%4</source>
        <translation>ein Bild von %1x%2 Pixeln in einer Animation von %3x%4</translation>
    </message>
    <message>
        <source>the GIF encoder failed to finish the file (%1)</source>
        <translation>der GIF-Encoder konnte die Datei nicht abschließen (%1)</translation>
    </message>
</context>
<context>
    <name>inflight::InspectorHistoryModel</name>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
</context>
<context>
    <name>inflight::InspectorView</name>
    <message>
        <source>not sent yet: %1 sends it at %2</source>
        <translation>noch nicht gesendet: %1 sendet sie bei %2</translation>
    </message>
    <message>
        <source>%1 in %2 until %3</source>
        <translation>%1 in %2 bis %3</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>verzögert</translation>
    </message>
    <message>
        <source>%1 %2 since %3</source>
        <translation>%1 %2 seit %3</translation>
    </message>
    <message>
        <source>in the dead-letter queue</source>
        <translation>in der DLQ</translation>
    </message>
    <message>
        <source>%1 in %2 since %3: the next receive gets it</source>
        <translation>%1 in %2 seit %3: Der nächste Empfang bekommt sie</translation>
    </message>
    <message>
        <source>visible</source>
        <translation>sichtbar</translation>
    </message>
    <message>
        <source>%1 in %2 since %3, lent to %4 with %5</source>
        <translation>%1 in %2 seit %3, verliehen an %4 mit %5</translation>
    </message>
    <message>
        <source>in flight</source>
        <translation>in Bearbeitung</translation>
    </message>
    <message>
        <source>%1 at %2 by %3</source>
        <translation>%1 bei %2 durch %3</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <source>%1 at %2: its retention period was over</source>
        <translation>%1 bei %2: Ihr Aufbewahrungszeitraum war vorbei</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>%1 from %2 at %3</source>
        <translation>%1 aus %2 bei %3</translation>
    </message>
    <message>
        <source>purged</source>
        <translation>geleert</translation>
    </message>
    <message>
        <source>%1 out of %2 at %3</source>
        <translation>%1 aus %2 bei %3</translation>
    </message>
    <message>
        <source>redriven</source>
        <translation>per Redrive zurückgeholt</translation>
    </message>
    <message>
        <source>%1 at %2: its queue %3 was deleted</source>
        <translation>%1 bei %2: Ihre Warteschlange %3 wurde gelöscht</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>%1, in %2 s: then it is visible again unless it is deleted or extended first</source>
        <translation>%1, in %2 s: Dann ist sie wieder sichtbar, sofern sie nicht vorher gelöscht oder verlängert wird</translation>
    </message>
    <message>
        <source>Visibility deadline</source>
        <translation>Sichtbarkeitsfrist</translation>
    </message>
    <message>
        <source>%1 since %2: AWS might or might not delete with it; this scenario&apos;s engine deletes (staleHandleDelete: delete)</source>
        <translation>%1 seit %2: AWS löscht damit vielleicht, vielleicht nicht; die Engine dieses Szenarios löscht (staleHandleDelete: delete)</translation>
    </message>
    <message>
        <source>%1 since %2: here a delete with it deletes nothing (AWS: it might not delete; never rely on either)</source>
        <translation>%1 seit %2: Hier löscht ein Löschen damit nichts (AWS: Es löscht vielleicht nicht; verlass dich auf keins von beiden)</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>%1: a delete with it deletes the message, a ChangeMessageVisibility with it moves the deadline</source>
        <translation>%1: Ein Löschen damit löscht die Nachricht, ein ChangeMessageVisibility damit verschiebt die Frist</translation>
    </message>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message>
        <source>latest: not in flight any more (since %1), but a delete with it still deletes until the next receive</source>
        <translation>neuestes: nicht mehr in Bearbeitung (seit %1), aber ein Löschen damit löscht bis zum nächsten Empfang noch</translation>
    </message>
    <message>
        <source>latest; the message is %1, so a delete with it deletes nothing</source>
        <translation>neuestes; die Nachricht ist %1, also löscht ein Löschen damit nichts</translation>
    </message>
    <message>
        <source>received by %1 at %2</source>
        <translation>empfangen von %1 bei %2</translation>
    </message>
    <message>
        <source> · delete by %1 at %2: %3</source>
        <translation> · Löschen durch %1 bei %2: %3</translation>
    </message>
    <message>
        <source>nothing deleted</source>
        <translation>nichts gelöscht</translation>
    </message>
    <message>
        <source>already gone</source>
        <translation>schon weg</translation>
    </message>
    <message>
        <source>Receipt handles</source>
        <translation>Empfangs-Handles</translation>
    </message>
    <message>
        <source>none yet: nobody has received it</source>
        <translation>noch keine: Niemand hat sie empfangen</translation>
    </message>
    <message>
        <source>Side effects</source>
        <translation>Nebenwirkungen</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keine</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 durch %2</translation>
    </message>
    <message>
        <source>(a duplicate)</source>
        <translation>(ein Duplikat)</translation>
    </message>
    <message>
        <source>Business key</source>
        <translation>Fachlicher Schlüssel</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>MessageId</source>
        <translation>MessageId</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Gesendet</translation>
    </message>
    <message>
        <source>%1 by %2 to %3</source>
        <translation>%1 von %2 an %3</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>State at %1</source>
        <translation>Zustand bei %1</translation>
    </message>
    <message>
        <source>down</source>
        <translation>ausgefallen</translation>
    </message>
    <message>
        <source>: crashed at %1 and never restarts</source>
        <translation>: bei %1 abgestürzt, startet nie neu</translation>
    </message>
    <message>
        <source>: crashed at %1, restarts at %2</source>
        <translation>: bei %1 abgestürzt, startet bei %2 neu</translation>
    </message>
    <message>
        <source>%1 on %2 with %3 since %4, until %5</source>
        <translation>%1 an %2 mit %3 seit %4, bis %5</translation>
    </message>
    <message>
        <source>working</source>
        <translation>arbeitet</translation>
    </message>
    <message>
        <source>another worker processes the same message at some point of this job</source>
        <translation>ein anderer Worker verarbeitet während dieses Jobs irgendwann dieselbe Nachricht</translation>
    </message>
    <message>
        <source>%1 for a message</source>
        <translation>%1 auf eine Nachricht</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>side effect done</source>
        <translation>Nebenwirkung ausgeführt</translation>
    </message>
    <message>
        <source>skipped: already done (idempotency)</source>
        <translation>übersprungen: schon erledigt (Idempotenz)</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>abgestürzt</translation>
    </message>
    <message>
        <source>deleted it</source>
        <translation>hat sie gelöscht</translation>
    </message>
    <message>
        <source>gave it back</source>
        <translation>hat sie zurückgegeben</translation>
    </message>
    <message>
        <source>%1 with %2, %3–%4: %5</source>
        <translation>%1 mit %2, %3–%4: %5</translation>
    </message>
    <message>
        <source>(overlapped another worker)</source>
        <translation>(überschnitt sich mit einem anderen Worker)</translation>
    </message>
    <message>
        <source>Jobs done</source>
        <translation>Erledigte Jobs</translation>
    </message>
    <message>
        <source>400 InvalidParameterValue (the receipt handle has expired)</source>
        <translation>400 InvalidParameterValue (das Empfangs-Handle ist abgelaufen)</translation>
    </message>
    <message>
        <source>%1 %2 with %3</source>
        <translation>%1 %2 mit %3</translation>
    </message>
    <message>
        <source>%1 handle (the latest was %2): answered 200 and, in this run, deleted nothing (AWS allows either)</source>
        <translation>%1 Handle (das neueste war %2): Antwort 200, und in diesem Lauf wurde nichts gelöscht (AWS erlaubt beides)</translation>
    </message>
    <message>
        <source>the message was already gone: nothing to delete</source>
        <translation>die Nachricht war schon weg: nichts zu löschen</translation>
    </message>
    <message>
        <source>%1: SQS answered %2, nothing deleted</source>
        <translation>%1: SQS antwortete %2, nichts gelöscht</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>%1 handle (the latest was %2), deleted anyway: this scenario&apos;s engine deletes with stale handles (AWS might not)</source>
        <translation>%1 Handle (das neueste war %2), trotzdem gelöscht: Die Engine dieses Szenarios löscht mit veralteten Handles (AWS vielleicht nicht)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Deletes</source>
        <translation>Löschvorgänge</translation>
    </message>
    <message>
        <source>Crashes</source>
        <translation>Abstürze</translation>
    </message>
    <message>
        <source>, never restarted</source>
        <translation>, nie neu gestartet</translation>
    </message>
    <message>
        <source>, down until %1 (%2 s)</source>
        <translation>, ausgefallen bis %1 (%2 s)</translation>
    </message>
    <message>
        <source>down %1 s in all so far</source>
        <translation>bisher insgesamt %1 s ausgefallen</translation>
    </message>
    <message>
        <source>Receives</source>
        <translation>Empfänge</translation>
    </message>
    <message>
        <source>Heartbeats sent</source>
        <translation>Gesendete Heartbeats</translation>
    </message>
    <message>
        <source>Retries spaced</source>
        <translation>Verzögerte neue Versuche</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Receive count</source>
        <translation>Empfangszähler</translation>
    </message>
    <message>
        <source>%1 so far %2</source>
        <translation>bisher %1 %2</translation>
    </message>
    <message>
        <source>(ApproximateReceiveCount)</source>
        <translation>(ApproximateReceiveCount)</translation>
    </message>
    <message>
        <source>Current job</source>
        <translation>Aktueller Job</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>Click a message or a worker on the stage or the timeline to see everything about it at the playhead&apos;s time.</source>
        <translation>Klicke auf der Bühne oder in der Zeitleiste auf eine Nachricht oder einen Worker, um alles darüber zum Zeitpunkt des Abspielkopfs zu sehen.</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Message %1</source>
        <translation>Nachricht %1</translation>
    </message>
    <message>
        <source>Message %1 · %2</source>
        <translation>Nachricht %1 · %2</translation>
    </message>
    <message>
        <source>Worker %1</source>
        <translation>Worker %1</translation>
    </message>
    <message>
        <source>Nothing selected</source>
        <translation>Nichts ausgewählt</translation>
    </message>
    <message>
        <source>Body (JSON)</source>
        <translation>Nachrichtentext (JSON)</translation>
    </message>
    <message>
        <source>Body</source>
        <translation>Nachrichtentext</translation>
    </message>
    <message>
        <source>… %L1 more …</source>
        <translation>… %L1 weitere …</translation>
    </message>
    <message numerus="yes">
        <source> (moved %Ln time(s) by ChangeMessageVisibility)</source>
        <translation>
            <numerusform> (%Ln Mal durch ChangeMessageVisibility verschoben)</numerusform>
            <numerusform> (%Ln Mal durch ChangeMessageVisibility verschoben)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln byte(s)</source>
        <translation>
            <numerusform>%Ln Byte</numerusform>
            <numerusform>%Ln Byte</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 finished</source>
        <translation>%L1 abgeschlossen</translation>
    </message>
    <message>
        <source>%L1 with the side effect</source>
        <translation>%L1 mit der Nebenwirkung</translation>
    </message>
    <message>
        <source>%L1 skipped</source>
        <translation>%L1 übersprungen</translation>
    </message>
    <message>
        <source>%L1 failed</source>
        <translation>%L1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>%L1 crashed</source>
        <translation>%L1 abgestürzt</translation>
    </message>
    <message>
        <source>%L1 with a stale handle</source>
        <translation>%L1 mit veraltetem Handle</translation>
    </message>
    <message>
        <source>%1 before the side effect</source>
        <translation>%1 vor der Nebenwirkung</translation>
    </message>
    <message>
        <source>%1 after the side effect, before the delete</source>
        <translation>%1 nach der Nebenwirkung, vor dem Löschen</translation>
    </message>
    <message>
        <source>%1 during a heartbeat</source>
        <translation>%1 während eines Heartbeats</translation>
    </message>
    <message>
        <source>%1 after the side effect, before its done record</source>
        <translation>%1 nach der Nebenwirkung, vor ihrem Erledigt-Eintrag</translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s) received</source>
        <translation>
            <numerusform>%Ln Nachricht empfangen</numerusform>
            <numerusform>%Ln Nachrichten empfangen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %Ln empty receive(s)</source>
        <translation>
            <numerusform>, %Ln leerer Empfang</numerusform>
            <numerusform>, %Ln leere Empfänge</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 (ChangeMessageVisibility), the last at %2</source>
        <translation>%L1 (ChangeMessageVisibility), der letzte bei %2</translation>
    </message>
    <message>
        <source>%L1 (ChangeMessageVisibility after a failure), the last at %2</source>
        <translation>%L1 (ChangeMessageVisibility nach einem Fehlschlag), der letzte bei %2</translation>
    </message>
    <message>
        <source>%L1 a duplicate</source>
        <translation>davon %L1 doppelt</translation>
    </message>
    <message numerus="yes">
        <source>History: %Ln event(s) (click one to go there)</source>
        <translation>
            <numerusform>Verlauf: %Ln Ereignis (klicke es an, um dorthin zu springen)</numerusform>
            <numerusform>Verlauf: %Ln Ereignisse (klicke eins an, um dorthin zu springen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more character(s)</source>
        <translation>
            <numerusform>… %Ln weiteres Zeichen</numerusform>
            <numerusform>… %Ln weitere Zeichen</numerusform>
        </translation>
    </message>
    <message>
        <source>Divider between the facts and the history</source>
        <translation>Trennlinie zwischen den Fakten und dem Verlauf</translation>
    </message>
</context>
<context>
    <name>inflight::LessonBrowser</name>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Each lesson tells a story on a run, stops where it matters, asks what happens next, and ends with a challenge to fix it.</source>
        <translation>Jede Lektion erzählt eine Geschichte anhand eines Laufs, hält an den wichtigen Stellen an, fragt, was als Nächstes passiert, und endet mit einer Aufgabe, in der du das Problem behebst.</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>%1 (cannot be read: %2)</source>
        <translation>%1 (kann nicht gelesen werden: %2)</translation>
    </message>
    <message>
        <source>✓ challenge solved</source>
        <translation>✓ Aufgabe gelöst</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
</context>
<context>
    <name>inflight::LessonPlayer</name>
    <message>
        <source>The lesson&apos;s steps: click one to go there</source>
        <translation>Die Schritte der Lektion: zum Hinspringen anklicken</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Antworten</translation>
    </message>
    <message>
        <source>Challenge: fix it</source>
        <translation>Aufgabe: Behebe es</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>Run the scenario with your values and test the success conditions</source>
        <translation>Das Szenario mit deinen Werten ausführen und die Erfolgsbedingungen testen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <source>Show the &amp;solution</source>
        <translation>&amp;Lösung zeigen</translation>
    </message>
    <message>
        <source>← &amp;Back</source>
        <translation>← &amp;Zurück</translation>
    </message>
    <message>
        <source>The previous step (Alt+Left, or Page Up while a lesson is open)</source>
        <translation>Der vorige Schritt (Alt+Links oder Bild auf, während eine Lektion geöffnet ist)</translation>
    </message>
    <message>
        <source>&amp;Next →</source>
        <translation>&amp;Weiter →</translation>
    </message>
    <message>
        <source>The next step (Alt+Right, or Page Down while a lesson is open)</source>
        <translation>Der nächste Schritt (Alt+Rechts oder Bild ab, während eine Lektion geöffnet ist)</translation>
    </message>
    <message>
        <source>No lesson open</source>
        <translation>Keine Lektion geöffnet</translation>
    </message>
    <message>
        <source>Lessons &gt; Browse lessons… (Ctrl+L) lists them.</source>
        <translation>Lektionen &gt; Lektionen durchsuchen… (Strg+L) listet sie auf.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solved before.&lt;/b&gt; Try it again, or try other values.</source>
        <translation>&lt;b&gt;Schon einmal gelöst.&lt;/b&gt; Versuche es erneut oder mit anderen Werten.</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>Hinweis %1: %2</translation>
    </message>
    <message>
        <source>What happens next?</source>
        <translation>Was passiert als Nächstes?</translation>
    </message>
    <message>
        <source>Answered. The run goes on: press Next.</source>
        <translation>Beantwortet. Der Lauf geht weiter: Klicke auf Weiter.</translation>
    </message>
    <message>
        <source>Type a number, then press Answer.</source>
        <translation>Gib eine Zahl ein und klicke dann auf Antworten.</translation>
    </message>
    <message>
        <source>Pick an answer first.</source>
        <translation>Wähle zuerst eine Antwort.</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;✓ Solved: every condition holds.&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;✓ Gelöst: Jede Bedingung ist erfüllt.&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;Not yet.&lt;/b&gt;&lt;br&gt;</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;Noch nicht.&lt;/b&gt;&lt;br&gt;</translation>
    </message>
    <message>
        <source>&amp;Challenge →</source>
        <translation>Au&amp;fgabe →</translation>
    </message>
    <message>
        <source>Answer the question first: the lesson waits for you</source>
        <translation>Beantworte zuerst die Frage: Die Lektion wartet auf dich</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %Ln minute(s) · %2</source>
        <translation>
            <numerusform>%1 · %Ln Minute · %2</numerusform>
            <numerusform>%1 · %Ln Minuten · %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %Ln step(s): the challenge</source>
        <translation>
            <numerusform>Nach %Ln Schritt: die Aufgabe</numerusform>
            <numerusform>Nach %Ln Schritten: die Aufgabe</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;Right.&lt;/b&gt; %2</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;Richtig.&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;Not quite:&lt;/b&gt; the answer is %2. %3</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;Nicht ganz:&lt;/b&gt; Die Antwort ist %2. %3</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;Not quite:&lt;/b&gt; the answer is %L2, marked ✓. %3</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;Nicht ganz:&lt;/b&gt; Die Antwort ist %L2, mit ✓ markiert. %3</translation>
    </message>
    <message>
        <source>Lesson text</source>
        <translation>Lektionstext</translation>
    </message>
</context>
<context>
    <name>inflight::LessonPrintDialog</name>
    <message>
        <source>Export a handout</source>
        <translation>Handout exportieren</translation>
    </message>
    <message>
        <source>Export slides</source>
        <translation>Folien exportieren</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; as a PDF to print: each step&apos;s picture and narration, the questions with room to answer, the challenge and its hints, and the sources.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; als PDF zum Drucken: Bild und Erzähltext jedes Schritts, die Fragen mit Platz für Antworten, die Aufgabe mit ihren Hinweisen und die Quellen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; as 16:9 slides (PDF): a page per step with its picture and the first sentence of its narration, a page per question for the room, and the challenge.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; als 16:9-Folien (PDF): eine Seite pro Schritt mit Bild und dem ersten Satz des Erzähltexts, eine Seite pro Frage an die Runde und die Aufgabe.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Answers and explanations on the last pages, for the teacher</source>
        <translation>Antworten und Erklärungen auf den letzten Seiten, für die Lehrkraft</translation>
    </message>
    <message numerus="yes">
        <source>The session&apos;s notes (%n), on the pictures and listed</source>
        <translation>
            <numerusform>Die Notiz der Sitzung (%n), in den Bildern und als Liste</numerusform>
            <numerusform>Die Notizen der Sitzung (%n), in den Bildern und als Liste</numerusform>
        </translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exportieren…</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Drawing the steps…</source>
        <translation>Schritte werden gezeichnet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The handout was not exported</source>
        <translation>Das Handout wurde nicht exportiert</translation>
    </message>
    <message>
        <source>The slides were not exported</source>
        <translation>Die Folien wurden nicht exportiert</translation>
    </message>
    <message>
        <source>Drawing step %L1 of %L2…</source>
        <translation>Zeichne Schritt %L1 von %L2…</translation>
    </message>
</context>
<context>
    <name>inflight::LessonSession</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>inflight::LessonStepsModel</name>
    <message>
        <source>Introduction</source>
        <translation>Einführung</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>inflight::ListenDialog</name>
    <message>
        <source>Listen for SQS clients</source>
        <translation>SQS-Endpunkt für Clients starten</translation>
    </message>
    <message>
        <source>Inflight answers SQS requests from real clients (boto3, the AWS CLI, the AWS SDKs) and shows their queues, their workers and every receive, heartbeat and delete as they happen. Signatures are not checked; any credentials are accepted.</source>
        <translation>Inflight beantwortet SQS-Anfragen echter Clients (boto3, die AWS CLI, die AWS SDKs) und zeigt ihre Warteschlangen, ihre Worker und jeden Empfang, jeden Heartbeat und jedes Löschen, während sie geschehen. Signaturen werden nicht geprüft; beliebige Anmeldedaten werden akzeptiert.</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <source>This computer only</source>
        <translation>Nur dieser Computer</translation>
    </message>
    <message>
        <source>Every network this computer is on: anyone who can reach the port can use the queues</source>
        <translation>Jedes Netzwerk, in dem dieser Computer ist: Wer den Port erreicht, kann die Warteschlangen nutzen</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Adresse</translation>
    </message>
    <message>
        <source>&amp;Listen</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Inflight cannot listen on %1 port %2: %3. If another program (or another Inflight) uses the port, choose another one.</source>
        <translation>Inflight kann auf %1, Port %2 keinen SQS-Endpunkt starten: %3. Wenn ein anderes Programm (oder ein anderes Inflight) den Port verwendet, wähle einen anderen.</translation>
    </message>
</context>
<context>
    <name>inflight::LiveSession</name>
    <message>
        <source>Listening at %1: point an SQS client there (Copy command, on the right, copies one to try)</source>
        <translation>SQS-Endpunkt auf %1: Richte einen SQS-Client dorthin (Befehl kopieren, rechts, kopiert einen zum Ausprobieren)</translation>
    </message>
    <message>
        <source>“%1” is not an IP address: 127.0.0.1 listens on this computer only, 0.0.0.0 on every network</source>
        <translation>„%1“ ist keine IP-Adresse: 127.0.0.1 ist nur auf diesem Computer erreichbar, 0.0.0.0 in jedem Netzwerk</translation>
    </message>
    <message>
        <source>a run is still being simulated; wait for it or cancel it</source>
        <translation>ein Lauf wird noch simuliert; warte darauf oder brich ihn ab</translation>
    </message>
</context>
<context>
    <name>inflight::LiveStatus</name>
    <message>
        <source>Copy command</source>
        <translation>Befehl kopieren</translation>
    </message>
    <message>
        <source>Go live</source>
        <translation>Live gehen</translation>
    </message>
    <message>
        <source>Back to now: the view follows the clients again (End)</source>
        <translation>Zurück zu jetzt: Die Ansicht folgt wieder den Clients (Ende)</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Stop listening: the clients get no more answers, and the run so far stays, to step through, export and save</source>
        <translation>SQS-Endpunkt stoppen: Die Clients bekommen keine Antworten mehr, und der bisherige Lauf bleibt zum Durchgehen, Exportieren und Speichern erhalten</translation>
    </message>
    <message>
        <source>%1 (every network)</source>
        <translation>%1 (jedes Netzwerk)</translation>
    </message>
    <message>
        <source>%1 · 1 client</source>
        <translation>%1 · 1 Client</translation>
    </message>
    <message>
        <source>%1 · %2 clients</source>
        <translation>%1 · %2 Clients</translation>
    </message>
    <message>
        <source>Clients on this computer reach the queues at this URL</source>
        <translation>Clients auf diesem Computer erreichen die Warteschlangen unter dieser URL</translation>
    </message>
    <message>
        <source>Listening on every network this computer is on: anyone who can reach the port can use the queues</source>
        <translation>Erreichbar in jedem Netzwerk, in dem dieser Computer ist: Wer den Port erreicht, kann die Warteschlangen nutzen</translation>
    </message>
    <message>
        <source>Copy “%1”, a first command to try in a terminal</source>
        <translation>„%1“ kopieren, einen ersten Befehl zum Ausprobieren im Terminal</translation>
    </message>
    <message>
        <source>● LIVE</source>
        <translation>● LIVE</translation>
    </message>
    <message>
        <source>❚❚ VIEW PAUSED at t=%1 s</source>
        <translation>❚❚ ANSICHT ANGEHALTEN bei t=%1 s</translation>
    </message>
    <message>
        <source>The view follows the clients as they work</source>
        <translation>Die Ansicht folgt den Clients bei der Arbeit</translation>
    </message>
    <message>
        <source>The view is paused; the clients go on. Go live (End) catches up.</source>
        <translation>Die Ansicht ist angehalten; die Clients arbeiten weiter. Live gehen (Ende) holt auf.</translation>
    </message>
</context>
<context>
    <name>inflight::MainWindow</name>
    <message>
        <source>The library of recent sessions is not in use this time: %1</source>
        <translation>Die Bibliothek der letzten Sitzungen wird diesmal nicht verwendet: %1</translation>
    </message>
    <message>
        <source>the lesson&apos;s run</source>
        <translation>der Lauf der Lektion</translation>
    </message>
    <message>
        <source>Compare with a scenario or session</source>
        <translation>Mit einem Szenario oder einer Sitzung vergleichen</translation>
    </message>
    <message>
        <source>Scenarios and sessions (*.json *.inflight);;All files (*)</source>
        <translation>Szenarien und Sitzungen (*.json *.inflight);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Comparing with %1</source>
        <translation>Vergleich mit %1</translation>
    </message>
    <message>
        <source>Cannot compare</source>
        <translation>Vergleich nicht möglich</translation>
    </message>
    <message>
        <source>%1 cannot be compared with this run; nothing was changed.</source>
        <translation>%1 kann nicht mit diesem Lauf verglichen werden; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>What if</source>
        <translation>Was wäre, wenn</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>Timeout explorer</source>
        <translation>Timeout-Explorer</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New session</source>
        <translation>&amp;Neue Sitzung</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open the &amp;double-charged order</source>
        <translation>Die &amp;doppelt abgebuchte Bestellung öffnen</translation>
    </message>
    <message>
        <source>&amp;Listen for SQS clients…</source>
        <translation>SQS-Endpunkt sta&amp;rten…</translation>
    </message>
    <message>
        <source>S&amp;top listening</source>
        <translation>SQS-Endpunkt s&amp;toppen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <source>&amp;Export timeline…</source>
        <translation>Zeitleiste &amp;exportieren…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>&amp;Copy timeline image</source>
        <translation>Zeitleistenbild &amp;kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>Add a &amp;note at the playhead…</source>
        <translation>&amp;Notiz am Abspielkopf hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Playback</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <source>&amp;Play / pause</source>
        <translation>&amp;Abspielen / Pause</translation>
    </message>
    <message>
        <source>&amp;Next event</source>
        <translation>&amp;Nächstes Ereignis</translation>
    </message>
    <message>
        <source>P&amp;revious event</source>
        <translation>&amp;Vorheriges Ereignis</translation>
    </message>
    <message>
        <source>Next &amp;frame</source>
        <translation>Nächstes &amp;Bild</translation>
    </message>
    <message>
        <source>Previous fra&amp;me</source>
        <translation>Vorheriges B&amp;ild</translation>
    </message>
    <message>
        <source>Jump to the &amp;start</source>
        <translation>Zum Anfan&amp;g springen</translation>
    </message>
    <message>
        <source>Jump to the &amp;end</source>
        <translation>Zum &amp;Ende springen</translation>
    </message>
    <message>
        <source>S&amp;lower</source>
        <translation>&amp;Langsamer</translation>
    </message>
    <message>
        <source>F&amp;aster</source>
        <translation>&amp;Schneller</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Fit the whole run</source>
        <translation>&amp;Ganzen Lauf einpassen</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>Pan &amp;right</source>
        <translation>Nach &amp;rechts schwenken</translation>
    </message>
    <message>
        <source>&amp;Compare with…</source>
        <translation>Vergleichen &amp;mit…</translation>
    </message>
    <message>
        <source>&amp;End comparison</source>
        <translation>Vergleich b&amp;eenden</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Full screen, larger type and thicker lines, for a projector</source>
        <translation>Vollbild, größere Schrift und dickere Linien, für einen Projektor</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <source>&amp;Browse lessons…</source>
        <translation>Lektionen &amp;durchsuchen…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Next step</source>
        <translation>&amp;Nächster Schritt</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>&amp;Previous step</source>
        <translation>&amp;Vorheriger Schritt</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>&amp;Close the lesson</source>
        <translation>Lektion &amp;schließen</translation>
    </message>
    <message>
        <source>Export &amp;handout…</source>
        <translation>&amp;Handout exportieren…</translation>
    </message>
    <message>
        <source>Export &amp;slides…</source>
        <translation>&amp;Folien exportieren…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Inflight</source>
        <translation>Ü&amp;ber Inflight</translation>
    </message>
    <message>
        <source>Display &amp;scale</source>
        <translation>&amp;Anzeigegröße</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>Farbsc&amp;hema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Dem &amp;System folgen</translation>
    </message>
    <message>
        <source>The language changes when Inflight starts next.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Inflight.</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>%1 wird geöffnet</translation>
    </message>
    <message>
        <source>The scenario cannot be opened</source>
        <translation>Das Szenario kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 has problems; nothing was changed.</source>
        <translation>%1 hat Probleme; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Open a session, a scenario or a lesson</source>
        <translation>Sitzung, Szenario oder Lektion öffnen</translation>
    </message>
    <message>
        <source>Sessions, scenarios and lessons (*.inflight *.json);;Inflight sessions (*.inflight);;Scenarios and lessons (*.json);;All files (*)</source>
        <translation>Sitzungen, Szenarien und Lektionen (*.inflight *.json);;Inflight-Sitzungen (*.inflight);;Szenarien und Lektionen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The session cannot be opened</source>
        <translation>Die Sitzung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 cannot be opened; nothing was changed, in the window or in the file.</source>
        <translation>%1 kann nicht geöffnet werden; es wurde nichts geändert, weder im Fenster noch in der Datei.</translation>
    </message>
    <message>
        <source>%1 cannot be shown; nothing was changed.</source>
        <translation>%1 kann nicht angezeigt werden; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The file is in an older session format; saving writes the current one.</source>
        <translation>Die Datei hat ein älteres Sitzungsformat; beim Speichern wird das aktuelle geschrieben.</translation>
    </message>
    <message>
        <source>The file is read-only: use Save As to keep your changes.</source>
        <translation>Die Datei ist schreibgeschützt: Verwende „Speichern unter“, um deine Änderungen zu behalten.</translation>
    </message>
    <message>
        <source>%1 is open without the run you cancelled (of its edits or its comparison).</source>
        <translation>%1 ist ohne den Lauf geöffnet, den du abgebrochen hast (ihrer Änderungen oder ihres Vergleichs).</translation>
    </message>
    <message>
        <source>Session opened</source>
        <translation>Sitzung geöffnet</translation>
    </message>
    <message>
        <source>Save the session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <source>Inflight sessions (*.inflight)</source>
        <translation>Inflight-Sitzungen (*.inflight)</translation>
    </message>
    <message>
        <source>The session was not saved</source>
        <translation>Die Sitzung wurde nicht gespeichert</translation>
    </message>
    <message>
        <source>Your work is still here, unsaved. Try Save As with another place.</source>
        <translation>Deine Arbeit ist noch da, nicht gespeichert. Versuche „Speichern unter“ mit einem anderen Ort.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved.</source>
        <translation>%1 hat Änderungen, die nicht gespeichert sind.</translation>
    </message>
    <message>
        <source>Save them before going on?</source>
        <translation>Vor dem Fortfahren speichern?</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source> (missing)</source>
        <translation> (fehlt)</translation>
    </message>
    <message>
        <source>&amp;Clear the list</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Nicht gespeicherte Arbeit wiederherstellen?</translation>
    </message>
    <message>
        <source>Inflight did not close properly last time. Its unsaved work on %1, from %2, was kept.</source>
        <translation>Inflight wurde beim letzten Mal nicht richtig beendet. Die nicht gespeicherte Arbeit an %1 vom %2 wurde aufbewahrt.</translation>
    </message>
    <message>
        <source>a session</source>
        <translation>einer Sitzung</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message>
        <source>Restore it now? Discard removes the copy; Later keeps it for the next start.</source>
        <translation>Jetzt wiederherstellen? „Verwerfen“ entfernt die Kopie; „Später“ behält sie für den nächsten Start.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>Restoring the unsaved work (kept at %1)</source>
        <translation>Nicht gespeicherte Arbeit wird wiederhergestellt (aufbewahrt unter %1)</translation>
    </message>
    <message>
        <source>The unsaved work cannot be restored</source>
        <translation>Die nicht gespeicherte Arbeit kann nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>The copy stays at %1.</source>
        <translation>Die Kopie bleibt unter %1.</translation>
    </message>
    <message>
        <source>%1 was cancelled; the previous run is still shown.</source>
        <translation>%1 wurde abgebrochen; der vorige Lauf wird weiter angezeigt.</translation>
    </message>
    <message>
        <source>t=%1 s</source>
        <translation>t=%1 s</translation>
    </message>
    <message>
        <source>Pinned to the moment %1.</source>
        <translation>Angeheftet an den Zeitpunkt %1.</translation>
    </message>
    <message>
        <source>Pinned to the event at %1 on %2.</source>
        <translation>Angeheftet an das Ereignis bei %1 an %2.</translation>
    </message>
    <message>
        <source>Pinned to the event at %1.</source>
        <translation>Angeheftet an das Ereignis bei %1.</translation>
    </message>
    <message>
        <source>Pinned to %1 at %2.</source>
        <translation>Angeheftet an %1 bei %2.</translation>
    </message>
    <message>
        <source>The timeline, the stage and exported pictures show it.</source>
        <translation>Die Zeitleiste, die Bühne und exportierte Bilder zeigen sie.</translation>
    </message>
    <message>
        <source>What the class should notice here</source>
        <translation>Was der Klasse hier auffallen soll</translation>
    </message>
    <message>
        <source>&amp;Save the note</source>
        <translation>Notiz &amp;speichern</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Strg+Eingabe</translation>
    </message>
    <message>
        <source>Add a note</source>
        <translation>Notiz hinzufügen</translation>
    </message>
    <message>
        <source>Edit the note</source>
        <translation>Notiz bearbeiten</translation>
    </message>
    <message>
        <source>The lesson cannot be opened</source>
        <translation>Die Lektion kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (schreibgeschützt)</translation>
    </message>
    <message>
        <source> — Inflight</source>
        <translation> — Inflight</translation>
    </message>
    <message>
        <source>About Inflight</source>
        <translation>Über Inflight</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Inflight %1&lt;/h3&gt;&lt;p&gt;SQS does not hand a message over, it lends it. Inflight shows what follows from that: receive, hide, delete, and what happens when the visibility timeout runs out.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Inflight %1&lt;/h3&gt;&lt;p&gt;SQS übergibt eine Nachricht nicht, es verleiht sie. Inflight zeigt, was daraus folgt: empfangen, verbergen, löschen, und was passiert, wenn das Sichtbarkeits-Timeout abläuft.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU GPL, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Export &amp;practice quiz…</source>
        <translation>Übungs&amp;quiz exportieren…</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>P&amp;ractice…</source>
        <translation>Ü&amp;ben…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>Export an&amp;imation…</source>
        <translation>&amp;Animation exportieren…</translation>
    </message>
    <message>
        <source>Ne&amp;xt lesson step, or event (presentation clicker)</source>
        <translation>Nächster Le&amp;ktionsschritt oder nächstes Ereignis (Präsentations-Clicker)</translation>
    </message>
    <message>
        <source>Previ&amp;ous lesson step, or event (presentation clicker)</source>
        <translation>V&amp;orheriger Lektionsschritt oder vorheriges Ereignis (Präsentations-Clicker)</translation>
    </message>
    <message>
        <source>P&amp;an left</source>
        <translation>Nach &amp;links schwenken</translation>
    </message>
    <message>
        <source>Compare &amp;with the original</source>
        <translation>Mit dem &amp;Original vergleichen</translation>
    </message>
    <message>
        <source>&amp;Go to</source>
        <translation>&amp;Wechseln zu</translation>
    </message>
    <message>
        <source>Go to the &amp;timeline</source>
        <translation>Zur &amp;Zeitleiste</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Show or &amp;hide panels</source>
        <translation>Bereiche ein-/aus&amp;blenden</translation>
    </message>
    <message>
        <source>Go to &amp;What if</source>
        <translation>Zu „Was wäre, &amp;wenn“</translation>
    </message>
    <message>
        <source>&amp;What if</source>
        <translation>&amp;Was wäre, wenn</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>Go to &amp;Inspector</source>
        <translation>Zum &amp;Inspektor</translation>
    </message>
    <message>
        <source>&amp;Inspector</source>
        <translation>&amp;Inspektor</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>Go to &amp;Events</source>
        <translation>Zu den &amp;Ereignissen</translation>
    </message>
    <message>
        <source>&amp;Events</source>
        <translation>&amp;Ereignisse</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>Go to &amp;Notes</source>
        <translation>Zu den &amp;Notizen</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>&amp;Notizen</translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <source>Go to &amp;Lesson</source>
        <translation>Zur &amp;Lektion</translation>
    </message>
    <message>
        <source>&amp;Lesson</source>
        <translation>&amp;Lektion</translation>
    </message>
    <message>
        <source>Ctrl+5</source>
        <translation>Ctrl+5</translation>
    </message>
    <message>
        <source>Go to Time&amp;out explorer</source>
        <translation>Zum &amp;Timeout-Explorer</translation>
    </message>
    <message>
        <source>&amp;Timeout explorer</source>
        <translation>&amp;Timeout-Explorer</translation>
    </message>
    <message>
        <source>Ctrl+6</source>
        <translation>Ctrl+6</translation>
    </message>
    <message>
        <source>Reset the la&amp;yout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>Prac&amp;tice</source>
        <translation>Ü&amp;ben</translation>
    </message>
    <message>
        <source>%L1%</source>
        <translation>%L1 %</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;No recent sessions</source>
        <translation>&amp;Keine zuletzt geöffneten Sitzungen</translation>
    </message>
    <message>
        <source>1 … 9</source>
        <translation>1 … 9</translation>
    </message>
    <message>
        <source>Pick the choice with that number (a lesson&apos;s question, or a practice question while the practice panel is in front)</source>
        <translation>Wählt die Antwort mit dieser Nummer (bei einer Frage der Lektion, oder bei einer Übungsfrage, solange der Bereich Üben vorne liegt)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabetaste</translation>
    </message>
    <message>
        <source>Practice panel: answer, or after an answer the next question</source>
        <translation>Üben: antworten, nach einer Antwort die nächste Frage</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Hoher &amp;Kontrast</translation>
    </message>
</context>
<context>
    <name>inflight::NotesPanel</name>
    <message>
        <source>Add note at playhead…</source>
        <translation>Notiz am Abspielkopf…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>No notes yet. Right-click the timeline or press Add note…</source>
        <translation>Noch keine Notizen. Klicke mit der rechten Maustaste in die Zeitleiste oder auf „Notiz am Abspielkopf…“</translation>
    </message>
    <message>
        <source>Pin a note to the event at the playhead, or to the moment</source>
        <translation>Eine Notiz an das Ereignis am Abspielkopf oder an den Zeitpunkt heften</translation>
    </message>
    <message>
        <source>Remove the selected note (Delete)</source>
        <translation>Ausgewählte Notiz entfernen (Entf)</translation>
    </message>
    <message>
        <source>(no text)</source>
        <translation>(kein Text)</translation>
    </message>
    <message>
        <source> (not in this run)</source>
        <translation> (nicht in diesem Lauf)</translation>
    </message>
    <message>
        <source>t=%1 s</source>
        <translation>t=%1 s</translation>
    </message>
</context>
<context>
    <name>inflight::Playback</name>
    <message numerus="yes">
        <source>before the first event (%Ln events in all)</source>
        <translation>
            <numerusform>vor dem ersten Ereignis (%Ln Ereignis insgesamt)</numerusform>
            <numerusform>vor dem ersten Ereignis (%Ln Ereignisse insgesamt)</numerusform>
        </translation>
    </message>
    <message>
        <source>event %1 of %2: %3</source>
        <translation>Ereignis %1 von %2: %3</translation>
    </message>
</context>
<context>
    <name>inflight::PlaybackAnnouncer</name>
    <message>
        <source>%1 (playing)</source>
        <translation>%1 (läuft)</translation>
    </message>
</context>
<context>
    <name>inflight::PracticePanel</name>
    <message>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Themen</translation>
    </message>
    <message>
        <source>&amp;Mixed: every topic</source>
        <translation>&amp;Gemischt: alle Themen</translation>
    </message>
    <message>
        <source>Mixed: every topic</source>
        <translation>Gemischt: alle Themen</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Stufe:</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Gemischte Stufen</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Stufe %1</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>&amp;Answer</source>
        <translation>&amp;Antworten</translation>
    </message>
    <message>
        <source>Keys 1-9 pick a choice; Enter answers</source>
        <translation>Die Tasten 1-9 wählen eine Antwort; die Eingabetaste antwortet</translation>
    </message>
    <message>
        <source>Open the &amp;lesson</source>
        <translation>&amp;Lektion öffnen</translation>
    </message>
    <message>
        <source>Show the deciding &amp;moment</source>
        <translation>Den entscheidenden &amp;Moment zeigen</translation>
    </message>
    <message>
        <source>Ne&amp;xt question →</source>
        <translation>&amp;Nächste Frage →</translation>
    </message>
    <message>
        <source>Another question, on the topic the scheduler chooses (Enter after an answer)</source>
        <translation>Eine weitere Frage zu dem Thema, das die Planung wählt (Eingabetaste nach einer Antwort)</translation>
    </message>
    <message>
        <source>Pick an answer first (keys 1-9), then press Enter.</source>
        <translation>Wähle zuerst eine Antwort (Tasten 1-9) und drücke dann die Eingabetaste.</translation>
    </message>
    <message>
        <source>Pick topics and a level; the first question comes when the panel is shown.</source>
        <translation>Wähle Themen und eine Stufe; die erste Frage kommt, sobald der Bereich angezeigt wird.</translation>
    </message>
    <message>
        <source>%1 · level %2</source>
        <extracomment>The question box&apos;s title: the topic, and the level from 1 to 3.</extracomment>
        <translation>%1 · Stufe %2</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;✓ Right.&lt;/b&gt;</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;✓ Richtig.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:%1&apos;&gt;✗ Not quite:&lt;/b&gt; the answer is %2, marked ✓.</source>
        <translation>&lt;b style=&apos;color:%1&apos;&gt;✗ Nicht ganz:&lt;/b&gt; Die Antwort ist %2, mit ✓ markiert.</translation>
    </message>
    <message>
        <source>Your answer is what someone gets who %1.</source>
        <translation>Deine Antwort bekommt, wer %1.</translation>
    </message>
    <message>
        <source>Source: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</source>
        <translation>Quelle: &lt;a href=&quot;%1&quot;&gt;%2&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Open the &amp;lesson: %1</source>
        <translation>&amp;Lektion öffnen: %1</translation>
    </message>
    <message>
        <source>Open the lesson that teaches it: %1</source>
        <translation>Die Lektion öffnen, die es lehrt: %1</translation>
    </message>
    <message>
        <source>Answered: %1 · streak: %2 (best %3)</source>
        <translation>Beantwortet: %1 · Serie: %2 (beste %3)</translation>
    </message>
    <message>
        <source>%1 (%2/%3)</source>
        <translation>%1 (%2/%3)</translation>
    </message>
    <message>
        <source>Not practised yet.</source>
        <translation>Noch nicht geübt.</translation>
    </message>
    <message>
        <source>%1 right of %2; box %3 of %4 (box 1 comes back soonest).</source>
        <translation>%1 von %2 richtig; Fach %3 von %4 (Fach 1 kommt am frühesten wieder).</translation>
    </message>
    <message>
        <source>Loads the question&apos;s run and plays it up to the moment that decides the answer</source>
        <translation>Lädt den Lauf der Frage und spielt ihn bis zu dem Moment ab, der die Antwort entscheidet</translation>
    </message>
</context>
<context>
    <name>inflight::QuizExportDialog</name>
    <message>
        <source>Export a practice quiz</source>
        <translation>Übungsquiz exportieren</translation>
    </message>
    <message>
        <source>Practice questions as a quiz to print, one variant per student (the same topics in the same order, other numbers), and its answer key with a timeline for each answer. The same seed gives the same files.</source>
        <translation>Übungsfragen als Quiz zum Ausdrucken, eine Variante pro Schüler:in (dieselben Themen in derselben Reihenfolge, andere Zahlen), und der Lösungsschlüssel mit einer Zeitleiste für jede Antwort. Derselbe Seed ergibt dieselben Dateien.</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Themen</translation>
    </message>
    <message>
        <source>The topics the questions are drawn from; none ticked: every topic.</source>
        <translation>Die Themen, aus denen die Fragen gezogen werden; keins angekreuzt: alle Themen.</translation>
    </message>
    <message>
        <source>&amp;Topics</source>
        <translation>&amp;Themen</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <source>Level %L1</source>
        <translation>Stufe %L1</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>St&amp;ufe</translation>
    </message>
    <message>
        <source>Questions per student</source>
        <translation>Fragen pro Schüler:in</translation>
    </message>
    <message>
        <source>&amp;Questions per student</source>
        <translation>&amp;Fragen pro Schüler:in</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>&amp;Variants (students)</source>
        <translation>&amp;Varianten (Schüler:innen)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>S&amp;eed</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>&amp;Paper</source>
        <translation>&amp;Papier</translation>
    </message>
    <message>
        <source>Quiz file</source>
        <translation>Quizdatei</translation>
    </message>
    <message>
        <source>Browse for the quiz file</source>
        <translation>Quizdatei auswählen</translation>
    </message>
    <message>
        <source>Q&amp;uiz (PDF)</source>
        <translation>&amp;Quiz (PDF)</translation>
    </message>
    <message>
        <source>Answer key file</source>
        <translation>Datei des Lösungsschlüssels</translation>
    </message>
    <message>
        <source>Browse for the answer key file</source>
        <translation>Datei des Lösungsschlüssels auswählen</translation>
    </message>
    <message>
        <source>&amp;Answer key (PDF)</source>
        <translation>&amp;Lösungsschlüssel (PDF)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The quiz and its answer key would be the same file.</source>
        <translation>Das Quiz und sein Lösungsschlüssel wären dieselbe Datei.</translation>
    </message>
    <message>
        <source>Drawing the questions…</source>
        <translation>Die Fragen werden gezeichnet…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Writing variant pages %L1 of %L2…</source>
        <translation>Schreibe die Seiten der Variante %L1 von %L2…</translation>
    </message>
    <message>
        <source>The quiz was not exported</source>
        <translation>Das Quiz wurde nicht exportiert</translation>
    </message>
    <message>
        <source>On the command line: --topic %1</source>
        <translation>In der Befehlszeile: --topic %1</translation>
    </message>
</context>
<context>
    <name>inflight::RunProgressDialog</name>
    <message>
        <source>Simulating</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>Simulating the run...</source>
        <translation>Lauf wird simuliert...</translation>
    </message>
    <message>
        <source>Simulating the run: t = %1 s of %2 s.
Cancel keeps the run shown before.</source>
        <translation>Lauf wird simuliert: t = %1 s von %2 s.
„Abbrechen“ behält den zuvor gezeigten Lauf.</translation>
    </message>
    <message>
        <source>The run was cancelled; the previous run is still shown.</source>
        <translation>Der Lauf wurde abgebrochen; der vorige Lauf wird weiter angezeigt.</translation>
    </message>
</context>
<context>
    <name>inflight::ScenarioDocument</name>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1: kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: its run was cancelled; nothing was changed.</source>
        <translation>%1: Der Lauf wurde abgebrochen; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be set to %2: %3</source>
        <translation>%1 kann nicht auf %2 gesetzt werden: %3</translation>
    </message>
    <message>
        <source>The run was cancelled; nothing was changed.</source>
        <translation>Der Lauf wurde abgebrochen; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>no edits</source>
        <translation>keine Änderungen</translation>
    </message>
    <message>
        <source>A run is still being simulated; wait for it or cancel it.</source>
        <translation>Ein Lauf wird noch simuliert; warte darauf oder brich ihn ab.</translation>
    </message>
    <message>
        <source>This run is a recording of real SQS clients: it has no scenario to edit.</source>
        <translation>Dieser Lauf ist eine Aufzeichnung echter SQS-Clients: Er hat kein Szenario zum Bearbeiten.</translation>
    </message>
    <message>
        <source>the run was cancelled; no edit was made again</source>
        <translation>der Lauf wurde abgebrochen; keine Änderung wurde erneut angewendet</translation>
    </message>
</context>
<context>
    <name>inflight::ScrubBar</name>
    <message>
        <source>Drag to scrub through the run; a tick marks every event</source>
        <translation>Ziehen, um durch den Lauf zu spulen; jeder Strich markiert ein Ereignis</translation>
    </message>
</context>
<context>
    <name>inflight::ScrubBarAccessible</name>
    <message>
        <source>t = %1 s of %2 s</source>
        <translation>t = %1 s von %2 s</translation>
    </message>
    <message>
        <source>Playhead</source>
        <translation>Abspielkopf</translation>
    </message>
</context>
<context>
    <name>inflight::SessionController</name>
    <message>
        <source>The original&apos;s run was cancelled; nothing was changed.</source>
        <translation>Der Lauf des Originals wurde abgebrochen; es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>the original</source>
        <translation>das Original</translation>
    </message>
    <message>
        <source>Not every edit could be made again: %1.</source>
        <translation>Nicht jede Änderung ließ sich erneut anwenden: %1.</translation>
    </message>
    <message>
        <source>The lesson has changed since this session was saved (version %1 then, %2 now); its steps and answers may not match.</source>
        <translation>Die Lektion hat sich geändert, seit diese Sitzung gespeichert wurde (damals Version %1, jetzt %2); ihre Schritte und Antworten passen möglicherweise nicht.</translation>
    </message>
    <message>
        <source>The run it was compared with cannot be shown: %1</source>
        <translation>Der Lauf, mit dem verglichen wurde, kann nicht angezeigt werden: %1</translation>
    </message>
    <message>
        <source>This session was saved by Inflight %1, whose run of it was different. What you see is this version&apos;s run; your edits, notes and progress are kept.</source>
        <translation>Diese Sitzung wurde von Inflight %1 gespeichert, dessen Lauf anders war. Du siehst den Lauf dieser Version; deine Änderungen, Notizen und dein Fortschritt bleiben erhalten.</translation>
    </message>
    <message>
        <source>(an unknown version)</source>
        <translation>(einer unbekannten Version)</translation>
    </message>
    <message>
        <source>The recovery folder %1 cannot be created.</source>
        <translation>Der Wiederherstellungsordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The recovery copy %1 is in use.</source>
        <translation>Die Wiederherstellungskopie %1 wird gerade verwendet.</translation>
    </message>
</context>
<context>
    <name>inflight::SessionLibrary</name>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 is not a library (%2)</source>
        <translation>%1 ist keine Bibliothek (%2)</translation>
    </message>
    <message>
        <source>%1 is not Inflight&apos;s library</source>
        <translation>%1 ist nicht die Bibliothek von Inflight</translation>
    </message>
    <message>
        <source>%1 is damaged</source>
        <translation>%1 ist beschädigt</translation>
    </message>
    <message>
        <source>%1 has no format version</source>
        <translation>%1 hat keine Formatversion</translation>
    </message>
    <message>
        <source>%1 is from a newer Inflight (format %2)</source>
        <translation>%1 stammt von einem neueren Inflight (Format %2)</translation>
    </message>
    <message>
        <source>%1 cannot be brought up to date (%2)</source>
        <translation>%1 kann nicht auf den aktuellen Stand gebracht werden (%2)</translation>
    </message>
</context>
<context>
    <name>inflight::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Funktion</translation>
    </message>
    <message>
        <source>  or  </source>
        <translation>  oder  </translation>
    </message>
</context>
<context>
    <name>inflight::SqsEndpoint</name>
    <message>
        <source>Inflight answers requests for this machine only, not for the host %1: start it with --allow-host to add that name.</source>
        <translation>Inflight beantwortet nur Anfragen für diesen Rechner, nicht für den Host %1: Starte es mit --allow-host, um diesen Namen hinzuzufügen.</translation>
    </message>
    <message>
        <source>another site</source>
        <translation>eine andere Website</translation>
    </message>
    <message>
        <source>Inflight does not answer web pages (this request came from %1): start it with --allow-origin ORIGIN to let a page of yours in.</source>
        <translation>Inflight beantwortet keine Webseiten (diese Anfrage kam von %1): Starte es mit --allow-origin ORIGIN, um eine deiner Seiten zuzulassen.</translation>
    </message>
</context>
<context>
    <name>inflight::StageAccessible</name>
    <message>
        <source>Stage</source>
        <translation>Bühne</translation>
    </message>
    <message>
        <source>%L1 visible, %L2 in flight, %L3 delayed</source>
        <translation>%L1 sichtbar, %L2 in Bearbeitung, %L3 verzögert</translation>
    </message>
    <message numerus="yes">
        <source>; %Ln more not drawn</source>
        <translation>
            <numerusform>; %Ln weitere nicht gezeichnet</numerusform>
            <numerusform>; %Ln weitere nicht gezeichnet</numerusform>
        </translation>
    </message>
    <message>
        <source>Dead-letter queue %1</source>
        <translation>Warteschlange für unzustellbare Nachrichten %1</translation>
    </message>
    <message>
        <source>Queue %1</source>
        <translation>Warteschlange %1</translation>
    </message>
    <message>
        <source>Latest: %1</source>
        <translation>Zuletzt: %1</translation>
    </message>
    <message>
        <source>keys: %L1, side effects: %L2, duplicates among them: %L3</source>
        <translation>Schlüssel: %L1, Nebenwirkungen: %L2, davon doppelt: %L3</translation>
    </message>
    <message>
        <source>nothing %1 yet</source>
        <translation>noch nichts %1</translation>
    </message>
    <message>
        <source>%1 once</source>
        <translation>einmal %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 %Ln times: a duplicate side effect</source>
        <translation>
            <numerusform>%Ln Mal %1: eine doppelte Nebenwirkung</numerusform>
            <numerusform>%Ln Mal %1: eine doppelte Nebenwirkung</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %Ln repeats skipped</source>
        <translation>
            <numerusform>; %Ln Wiederholung übersprungen</numerusform>
            <numerusform>; %Ln Wiederholungen übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>No run yet: open a scenario to see its queue, workers and services.</source>
        <translation>Noch kein Lauf: Öffne ein Szenario, um seine Warteschlange, Worker und Dienste zu sehen.</translation>
    </message>
    <message>
        <source>At %1: %2.</source>
        <translation>Bei %1: %2.</translation>
    </message>
    <message>
        <source>%1 and %2: %3, double processing.</source>
        <translation>%1 und %2: %3, doppelte Verarbeitung.</translation>
    </message>
    <message>
        <source>%1: %2, hidden until %3.</source>
        <translation>%1: %2, verborgen bis %3.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more messages in flight.</source>
        <translation>
            <numerusform>%Ln weitere Nachricht in Bearbeitung.</numerusform>
            <numerusform>%Ln weitere Nachrichten in Bearbeitung.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more workers busy or down.</source>
        <translation>
            <numerusform>%Ln weiterer Worker beschäftigt oder ausgefallen.</numerusform>
            <numerusform>%Ln weitere Worker beschäftigt oder ausgefallen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %L2 visible, %L3 in flight, %L4 delayed.</source>
        <translation>%1: %L2 sichtbar, %L3 in Bearbeitung, %L4 verzögert.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln duplicate side effects.</source>
        <translation>
            <numerusform>%1: %Ln doppelte Nebenwirkung.</numerusform>
            <numerusform>%1: %Ln doppelte Nebenwirkungen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::StageView</name>
    <message>
        <source>lease expired</source>
        <translation>Leihe abgelaufen</translation>
    </message>
    <message>
        <source>expired</source>
        <translation>abgelaufen</translation>
    </message>
    <message>
        <source>received %1</source>
        <translation>%1 empfangen</translation>
    </message>
    <message>
        <source>moved to the DLQ</source>
        <translation>in die DLQ verschoben</translation>
    </message>
    <message>
        <source>to the DLQ</source>
        <translation>in die DLQ</translation>
    </message>
    <message>
        <source>both processing %1</source>
        <translation>beide verarbeiten %1</translation>
    </message>
    <message>
        <source>visible</source>
        <translation>sichtbar</translation>
    </message>
    <message>
        <source>in flight: hidden, still in the queue</source>
        <translation>in Bearbeitung: verborgen in der Warteschlange</translation>
    </message>
    <message>
        <source>lent to a worker</source>
        <translation>an einen Worker verliehen</translation>
    </message>
    <message>
        <source>time left to delete</source>
        <translation>Restzeit zum Löschen</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <source>delete did nothing</source>
        <translation>Löschen bewirkte nichts</translation>
    </message>
    <message>
        <source>duplicate effect</source>
        <translation>doppelte Wirkung</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>abgestürzt</translation>
    </message>
    <message>
        <source>dead-letter queue</source>
        <translation>DLQ</translation>
    </message>
    <message>
        <source>FIFO queue</source>
        <translation>FIFO-Warteschlange</translation>
    </message>
    <message>
        <source>queue</source>
        <translation>Warteschlange</translation>
    </message>
    <message>
        <source>after %1 receives from %2</source>
        <translation>nach %1 Empfängen aus %2</translation>
    </message>
    <message>
        <source>visibility timeout %1 s</source>
        <translation>Sichtbarkeits-Timeout %1 s</translation>
    </message>
    <message>
        <source>%1 visible</source>
        <translation>%1 sichtbar</translation>
    </message>
    <message>
        <source>%1 in flight</source>
        <translation>%1 in Bearbeitung</translation>
    </message>
    <message>
        <source>%1 delayed</source>
        <translation>%1 verzögert</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 weitere</translation>
    </message>
    <message>
        <source>nothing %1 yet</source>
        <translation>noch nichts %1</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 skipped</source>
        <translation>%1 übersprungen</translation>
    </message>
    <message>
        <source>%1 twice!</source>
        <translation>zweimal %1!</translation>
    </message>
    <message>
        <source>%1 %2 times!</source>
        <translation>%2-mal %1!</translation>
    </message>
    <message>
        <source>+1 more key</source>
        <translation>+1 weiterer Schlüssel</translation>
    </message>
    <message>
        <source>+%1 more keys</source>
        <translation>+%1 weitere Schlüssel</translation>
    </message>
    <message>
        <source>No run yet: open a scenario to see its queue, workers and services.</source>
        <translation>Noch kein Lauf: Öffne ein Szenario, um seine Warteschlange, Worker und Dienste zu sehen.</translation>
    </message>
    <message>
        <source>not restarted</source>
        <translation>nicht neu gestartet</translation>
    </message>
    <message>
        <source>restarts at %1</source>
        <translation>startet bei %1 neu</translation>
    </message>
    <message>
        <source>processing %1</source>
        <translation>verarbeitet %1</translation>
    </message>
    <message>
        <source>holds it until %1</source>
        <translation>hält sie bis %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 bei %2</translation>
    </message>
    <message>
        <source>next in its batch</source>
        <translation>als Nächstes aus seinem Batch</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>polling for a batch</source>
        <translation>fragt einen Batch ab</translation>
    </message>
    <message>
        <source>long poll for messages</source>
        <translation>Langabfrage nach Nachrichten</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>untätig</translation>
    </message>
    <message>
        <source>polls again soon</source>
        <translation>fragt bald wieder ab</translation>
    </message>
    <message>
        <source>both on %1</source>
        <translation>beide an %1</translation>
    </message>
    <message>
        <source>lease lost!</source>
        <translation>Leihe verloren!</translation>
    </message>
    <message>
        <source>CRASHED</source>
        <translation>ABGESTÜRZT</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>beschäftigt</translation>
    </message>
    <message>
        <source>handle %1</source>
        <translation>Handle %1</translation>
    </message>
    <message>
        <source>stale: %1</source>
        <translation>veraltet: %1</translation>
    </message>
    <message>
        <source>gone (%1)</source>
        <translation>weg (%1)</translation>
    </message>
    <message>
        <source>no message</source>
        <translation>keine Nachricht</translation>
    </message>
    <message>
        <source>abandoned: back at %1</source>
        <translation>aufgegeben: zurück bei %1</translation>
    </message>
    <message>
        <source>hidden until %1</source>
        <translation>verborgen bis %1</translation>
    </message>
    <message>
        <source> · +%1 held</source>
        <translation> · +%1 gehalten</translation>
    </message>
    <message>
        <source>lease expired: %1 has it</source>
        <translation>Leihe abgelaufen: %1 hat sie</translation>
    </message>
    <message>
        <source>lease expired: visible again</source>
        <translation>Leihe abgelaufen: wieder sichtbar</translation>
    </message>
    <message>
        <source>already deleted</source>
        <translation>schon gelöscht</translation>
    </message>
    <message>
        <source>%1 deleted it</source>
        <translation>%1 hat sie gelöscht</translation>
    </message>
    <message>
        <source>+%1 more workers</source>
        <translation>+%1 weitere Worker</translation>
    </message>
    <message>
        <source>delayed until %1</source>
        <translation>verzögert bis %1</translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>verzögert</translation>
    </message>
    <message>
        <source>hidden till %1</source>
        <translation>versteckt bis %1</translation>
    </message>
    <message numerus="yes">
        <source>received %Ln time(s)</source>
        <translation>
            <numerusform>%Ln Mal empfangen</numerusform>
            <numerusform>%Ln Mal empfangen</numerusform>
        </translation>
    </message>
    <message>
        <source>visible again</source>
        <translation>wieder sichtbar</translation>
    </message>
    <message>
        <source>side effects</source>
        <translation>Nebenwirkungen</translation>
    </message>
    <message>
        <source>the clients&apos; own: not on the SQS wire</source>
        <translation>die der Clients: nicht auf der SQS-Leitung</translation>
    </message>
    <message>
        <source>seen</source>
        <translation>gesehen</translation>
    </message>
    <message>
        <source>performs the side effect</source>
        <translation>bewirkt die Nebenwirkung</translation>
    </message>
    <message>
        <source>effected</source>
        <translation>ausgeführt</translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s), %1 in all</source>
        <translation>
            <numerusform>%Ln Schlüssel, insgesamt %1</numerusform>
            <numerusform>%Ln Schlüssel, insgesamt %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln time(s)</source>
        <translation>
            <numerusform>%Ln Mal</numerusform>
            <numerusform>%Ln Mal</numerusform>
        </translation>
    </message>
    <message>
        <source>heartbeat: %1 hidden until %2</source>
        <translation>Heartbeat: %1 verborgen bis %2</translation>
    </message>
    <message>
        <source>backoff: %1 back in %2 s</source>
        <translation>Backoff: %1 zurück in %2 s</translation>
    </message>
    <message>
        <source>retry now: %1 visible again</source>
        <translation>sofort neuer Versuch: %1 wieder sichtbar</translation>
    </message>
    <message>
        <source>deleted %1 with the old handle %2</source>
        <translation>%1 mit dem alten Handle %2 gelöscht</translation>
    </message>
    <message>
        <source>deleted %1</source>
        <translation>%1 gelöscht</translation>
    </message>
    <message>
        <source>stale handle %1: nothing deleted</source>
        <translation>veraltetes Handle %1: nichts gelöscht</translation>
    </message>
    <message>
        <source>%1 already gone: nothing deleted</source>
        <translation>%1 schon weg: nichts gelöscht</translation>
    </message>
    <message>
        <source>delete refused: handle %1 has expired</source>
        <translation>Löschen abgelehnt: Handle %1 ist abgelaufen</translation>
    </message>
    <message>
        <source>delete of %1 refused</source>
        <translation>Löschen von %1 abgelehnt</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 AGAIN</source>
        <translation>%1 ERNEUT %2</translation>
    </message>
    <message>
        <source>%1 already %2: skipped</source>
        <translation>%1 schon %2: übersprungen</translation>
    </message>
    <message>
        <source>%1 failed, not deleted</source>
        <translation>%1 fehlgeschlagen, nicht gelöscht</translation>
    </message>
    <message>
        <source>%1 throttled: retrying</source>
        <translation>%1 gedrosselt: neuer Versuch</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>neu gestartet</translation>
    </message>
    <message>
        <source>receive refused: %1</source>
        <translation>Empfang abgelehnt: %1</translation>
    </message>
    <message numerus="yes">
        <source>received %Ln message(s): %1</source>
        <translation>
            <numerusform>%Ln Nachricht empfangen: %1</numerusform>
            <numerusform>%Ln Nachrichten empfangen: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>holds %Ln message(s)</source>
        <translation>
            <numerusform>hält %Ln Nachricht</numerusform>
            <numerusform>hält %Ln Nachrichten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::SummaryPanel</name>
    <message>
        <source>Business key</source>
        <translation>Fachlicher Schlüssel</translation>
    </message>
    <message>
        <source>Side effects</source>
        <translation>Nebenwirkungen</translation>
    </message>
    <message>
        <source>Every side effect per business key; click a key to select its message</source>
        <translation>Jede Nebenwirkung pro fachlichem Schlüssel; klicke auf einen Schlüssel, um seine Nachricht auszuwählen</translation>
    </message>
    <message>
        <source>No scenario</source>
        <translation>Kein Szenario</translation>
    </message>
    <message>
        <source>The scenario cannot run: %1</source>
        <translation>Das Szenario kann nicht laufen: %1</translation>
    </message>
    <message>
        <source>✓ Every key effected exactly once</source>
        <translation>✓ Jeder Schlüssel genau einmal ausgeführt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>1 ✓</source>
        <translation>1 ✓</translation>
    </message>
    <message>
        <source>t=%1 by %2</source>
        <translation>t=%1 durch %2</translation>
    </message>
    <message>
        <source>&lt;br&gt;Send to first effect: p50 %1 s, p99 %2 s, max %3 s</source>
        <translation>&lt;br&gt;Senden bis zur ersten Wirkung: p50 %1 s, p99 %2 s, max. %3 s</translation>
    </message>
    <message>
        <source>No message held by two clients at once</source>
        <translation>Keine Nachricht gleichzeitig bei zwei Clients</translation>
    </message>
    <message>
        <source>A message was held by two clients at once</source>
        <translation>Eine Nachricht war gleichzeitig bei zwei Clients</translation>
    </message>
    <message numerus="yes">
        <source>%1 (and %Ln more key(s) effected more than once)</source>
        <translation>
            <numerusform>%1 (und %Ln weiterer Schlüssel mehr als einmal ausgeführt)</numerusform>
            <numerusform>%1 (und %Ln weitere Schlüssel mehr als einmal ausgeführt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln key(s) lost: never effected, and in no queue any more</source>
        <translation>
            <numerusform>%Ln Schlüssel verloren: nie ausgeführt und in keiner Warteschlange mehr</numerusform>
            <numerusform>%Ln Schlüssel verloren: nie ausgeführt und in keiner Warteschlange mehr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %Ln key(s) effected so far</source>
        <translation>
            <numerusform>%L1 von %Ln Schlüssel bisher ausgeführt</numerusform>
            <numerusform>%L1 von %Ln Schlüsseln bisher ausgeführt</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1 ✗ duplicate</source>
        <translation>%L1 ✗ doppelt</translation>
    </message>
    <message numerus="yes">
        <source>… %Ln more key(s)</source>
        <translation>
            <numerusform>… %Ln weiterer Schlüssel</numerusform>
            <numerusform>… %Ln weitere Schlüssel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; sent</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; gesendet</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; gesendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%L1&lt;/b&gt; of %Ln key(s) effected</source>
        <translation>
            <numerusform>&lt;b&gt;%L1&lt;/b&gt; von %Ln Schlüssel ausgeführt</numerusform>
            <numerusform>&lt;b&gt;%L1&lt;/b&gt; von %Ln Schlüsseln ausgeführt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; duplicate effect(s)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; doppelte Wirkung</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; doppelte Wirkungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; lost</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; verloren</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; verloren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; to the dead-letter queue</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; in die DLQ</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; in die DLQ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; receive(s) (%L1 empty)</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; Empfang (%L1 leer)</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; Empfänge (%L1 leer)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%Ln&lt;/b&gt; billed request(s), $%L1 at list price</source>
        <translation>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; berechnete Anfrage, %L1&#xa0;$ zum Listenpreis</numerusform>
            <numerusform>&lt;b&gt;%Ln&lt;/b&gt; berechnete Anfragen, %L1&#xa0;$ zum Listenpreis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln time(s) a message was held by two clients at once</source>
        <translation>
            <numerusform>%Ln Mal war eine Nachricht gleichzeitig bei zwei Clients</numerusform>
            <numerusform>%Ln Mal war eine Nachricht gleichzeitig bei zwei Clients</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%L1&lt;/b&gt; sent · &lt;b&gt;%L2&lt;/b&gt; receives (%L3 empty) · &lt;b&gt;%L4&lt;/b&gt; to the dead-letter queue · &lt;b&gt;%L5&lt;/b&gt; requests&lt;br&gt;Side effects are not on the SQS wire: the clients&apos; own ledger says what they did.</source>
        <translation>&lt;b&gt;%L1&lt;/b&gt; gesendet · &lt;b&gt;%L2&lt;/b&gt; Empfänge (%L3 leer) · &lt;b&gt;%L4&lt;/b&gt; in die DLQ · &lt;b&gt;%L5&lt;/b&gt; Anfragen&lt;br&gt;Nebenwirkungen laufen nicht über die SQS-Leitung: Was die Clients getan haben, steht in ihrem eigenen Buch.</translation>
    </message>
</context>
<context>
    <name>inflight::TimelineAccessible</name>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>No run yet: open a scenario to see its messages and workers over time.</source>
        <translation>Noch kein Lauf: Öffne ein Szenario, um seine Nachrichten und Worker im Zeitverlauf zu sehen.</translation>
    </message>
    <message>
        <source>At %1: %2.</source>
        <translation>Bei %1: %2.</translation>
    </message>
    <message>
        <source>Showing t=%1 to t=%2 s of a run that ends at t=%3 s.</source>
        <translation>Zu sehen: t=%1 bis t=%2 s eines Laufs, der bei t=%3 s endet.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln lanes: %L1 for messages, %L2 for workers, %L3 for the side effects.</source>
        <translation>
            <numerusform>%Ln Spur: %L1 für Nachrichten, %L2 für Worker, %L3 für die Nebenwirkungen.</numerusform>
            <numerusform>%Ln Spuren: %L1 für Nachrichten, %L2 für Worker, %L3 für die Nebenwirkungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 and %2 both process %3 from %4 to %5: double processing.</source>
        <translation>%1 und %2 verarbeiten beide %3 von %4 bis %5: doppelte Verarbeitung.</translation>
    </message>
</context>
<context>
    <name>inflight::TimelineExportDialog</name>
    <message>
        <source>Export the timeline</source>
        <translation>Zeitleiste exportieren</translation>
    </message>
    <message>
        <source>A line under the picture, for a slide or a handout</source>
        <translation>Eine Zeile unter dem Bild, für eine Folie oder ein Handout</translation>
    </message>
    <message>
        <source>The whole run</source>
        <translation>Der ganze Lauf</translation>
    </message>
    <message>
        <source>The visible range</source>
        <translation>Der sichtbare Bereich</translation>
    </message>
    <message>
        <source>1× (1600 × 900)</source>
        <translation>1× (1600 × 900)</translation>
    </message>
    <message>
        <source>2× (3200 × 1800)</source>
        <translation>2× (3200 × 1800)</translation>
    </message>
    <message>
        <source>3× (4800 × 2700)</source>
        <translation>3× (4800 × 2700)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Caption</source>
        <translation>Bildunterschrift</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>PNG scale</source>
        <translation>PNG-Skalierung</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG vector image (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Vektorgrafik (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>The timeline was not exported</source>
        <translation>Die Zeitleiste wurde nicht exportiert</translation>
    </message>
</context>
<context>
    <name>inflight::TimelineLanesAccessible</name>
    <message>
        <source>Lanes</source>
        <translation>Spuren</translation>
    </message>
    <message numerus="yes">
        <source>%L1 of %Ln lanes on screen. F fits the whole run, W and S zoom, A and D pan, Shift and the wheel scroll the lanes.</source>
        <translation>
            <numerusform>%L1 von %Ln Spur sichtbar. F passt den ganzen Lauf ein, W und S zoomen, A und D schwenken, Umschalt und das Mausrad scrollen die Spuren.</numerusform>
            <numerusform>%L1 von %Ln Spuren sichtbar. F passt den ganzen Lauf ein, W und S zoomen, A und D schwenken, Umschalt und das Mausrad scrollen die Spuren.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::TimelineView</name>
    <message>
        <source>Fit both runs</source>
        <translation>Beide Läufe einpassen</translation>
    </message>
    <message>
        <source>Add note here…</source>
        <translation>Notiz hier hinzufügen…</translation>
    </message>
    <message>
        <source>Edit note…</source>
        <translation>Notiz bearbeiten…</translation>
    </message>
    <message>
        <source>Remove note</source>
        <translation>Notiz entfernen</translation>
    </message>
    <message>
        <source> ×%L1</source>
        <translation> ×%L1</translation>
    </message>
    <message>
        <source>to the DLQ</source>
        <translation>in die DLQ</translation>
    </message>
    <message>
        <source>DLQ</source>
        <translation>DLQ</translation>
    </message>
    <message>
        <source>deadline %1 s →</source>
        <translation>Frist %1 s →</translation>
    </message>
    <message>
        <source>double processing %1</source>
        <translation>doppelte Verarbeitung %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln double processing(s) of %1, %2</source>
        <translation>
            <numerusform>%Ln doppelte Verarbeitung von %1, %2</numerusform>
            <numerusform>%Ln doppelte Verarbeitungen von %1, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln double processing(s) (%L1 messages), %2</source>
        <translation>
            <numerusform>%Ln doppelte Verarbeitung (%L1 Nachrichten), %2</numerusform>
            <numerusform>%Ln doppelte Verarbeitungen (%L1 Nachrichten), %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln double processing(s) of %1</source>
        <translation>
            <numerusform>%Ln doppelte Verarbeitung von %1</numerusform>
            <numerusform>%Ln doppelte Verarbeitungen von %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln double processing(s) (%L1 messages)</source>
        <translation>
            <numerusform>%Ln doppelte Verarbeitung (%L1 Nachrichten)</numerusform>
            <numerusform>%Ln doppelte Verarbeitungen (%L1 Nachrichten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln double processing(s)</source>
        <translation>
            <numerusform>%Ln doppelte Verarbeitung</numerusform>
            <numerusform>%Ln doppelte Verarbeitungen</numerusform>
        </translation>
    </message>
    <message>
        <source>time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>time (min:s)</source>
        <translation>Zeit (min:s)</translation>
    </message>
    <message>
        <source>time (h:min)</source>
        <translation>Zeit (h:min)</translation>
    </message>
    <message>
        <source>Inflight timeline</source>
        <translation>Inflight-Zeitleiste</translation>
    </message>
    <message>
        <source>%1 (the first at t=%2, the last at t=%3)</source>
        <translation>%1 (die erste bei t=%2, die letzte bei t=%3)</translation>
    </message>
    <message numerus="yes">
        <source>%1; and %Ln more key(s) effected more than once.</source>
        <translation>
            <numerusform>%1; und %Ln weiterer Schlüssel mehr als einmal ausgeführt.</numerusform>
            <numerusform>%1; und %Ln weitere Schlüssel mehr als einmal ausgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every key was effected at most once.</source>
        <translation>Jeder Schlüssel wurde höchstens einmal ausgeführt.</translation>
    </message>
    <message>
        <source>Scenario %1, seed %2, t = %3 to %4 s.</source>
        <translation>Szenario %1, Seed %2, t = %3 bis %4 s.</translation>
    </message>
    <message>
        <source>the run before</source>
        <translation>der Lauf vorher</translation>
    </message>
    <message>
        <source>the run after</source>
        <translation>der Lauf nachher</translation>
    </message>
    <message>
        <source>The compared run used seed %1.</source>
        <translation>Der verglichene Lauf nutzte Seed %1.</translation>
    </message>
    <message>
        <source>Before: %1</source>
        <translation>Vorher: %1</translation>
    </message>
    <message>
        <source>After: %1</source>
        <translation>Nachher: %1</translation>
    </message>
    <message>
        <source>Made with Inflight</source>
        <translation>Erstellt mit Inflight</translation>
    </message>
    <message>
        <source>the picture must be between %1 and %2 pixels on each side, not %3x%4</source>
        <translation>das Bild muss auf jeder Seite zwischen %1 und %2 Pixel groß sein, nicht %3x%4</translation>
    </message>
    <message>
        <source>the scale must be between %L1 and %L2, not %L3</source>
        <translation>der Maßstab muss zwischen %L1 und %L2 liegen, nicht %L3</translation>
    </message>
    <message>
        <source>%1x%2 at scale %L3 is too many pixels</source>
        <translation>%1x%2 im Maßstab %L3 sind zu viele Pixel</translation>
    </message>
    <message>
        <source>there is no run to draw</source>
        <translation>es gibt keinen Lauf zum Zeichnen</translation>
    </message>
    <message>
        <source>the time window must lie within 0 to %L1 s (15 days), not %L2 s to %L3 s</source>
        <translation>das Zeitfenster muss zwischen 0 und %L1 s (15 Tage) liegen, nicht %L2 s bis %L3 s</translation>
    </message>
    <message>
        <source>the time window is empty: from %1 s to %2 s (the run ends at %3 s)</source>
        <translation>das Zeitfenster ist leer: von %1 s bis %2 s (der Lauf endet bei %3 s)</translation>
    </message>
    <message>
        <source>cannot export the timeline to %1: %2</source>
        <translation>die Zeitleiste kann nicht nach %1 exportiert werden: %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <source>unknown format: no extension (use .png, .svg or .pdf)</source>
        <translation>unbekanntes Format: keine Endung (nimm .png, .svg oder .pdf)</translation>
    </message>
    <message>
        <source>unknown format &apos;%1&apos; (use .png, .svg or .pdf)</source>
        <translation>unbekanntes Format „%1“ (nimm .png, .svg oder .pdf)</translation>
    </message>
    <message>
        <source>the PNG encoder failed (%1)</source>
        <translation>der PNG-Encoder ist fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <source>the PDF writer could not start</source>
        <translation>der PDF-Writer konnte nicht starten</translation>
    </message>
    <message numerus="yes">
        <source>%Ln message(s)</source>
        <translation>
            <numerusform>%Ln Nachricht</numerusform>
            <numerusform>%Ln Nachrichten</numerusform>
        </translation>
    </message>
    <message>
        <source>delayed</source>
        <translation>verzögert</translation>
    </message>
    <message>
        <source>visible (waiting)</source>
        <translation>sichtbar (wartet)</translation>
    </message>
    <message>
        <source>in flight (lent to a consumer)</source>
        <translation>in Bearbeitung (an einen Consumer verliehen)</translation>
    </message>
    <message>
        <source>visibility deadline</source>
        <translation>Sichtbarkeitsfrist</translation>
    </message>
    <message>
        <source>in the dead-letter queue</source>
        <translation>in der DLQ</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>gelöscht</translation>
    </message>
    <message>
        <source>expired, purged or redriven</source>
        <translation>abgelaufen, geleert oder per Redrive zurückgeholt</translation>
    </message>
    <message>
        <source>processing</source>
        <translation>Verarbeitung</translation>
    </message>
    <message>
        <source>heartbeat (deadline extended)</source>
        <translation>Heartbeat (Frist verlängert)</translation>
    </message>
    <message>
        <source>backoff (the retry&apos;s deadline set)</source>
        <translation>Backoff (Frist des neuen Versuchs gesetzt)</translation>
    </message>
    <message>
        <source>delete with a stale handle</source>
        <translation>Löschen mit veraltetem Handle</translation>
    </message>
    <message>
        <source>delete of a gone message</source>
        <translation>Löschen einer schon weggegangenen Nachricht</translation>
    </message>
    <message>
        <source>delete refused (error)</source>
        <translation>Löschen abgelehnt (Fehler)</translation>
    </message>
    <message>
        <source>side effect</source>
        <translation>Nebenwirkung</translation>
    </message>
    <message>
        <source>duplicate side effect</source>
        <translation>doppelte Nebenwirkung</translation>
    </message>
    <message>
        <source>skipped (idempotent)</source>
        <translation>übersprungen (idempotent)</translation>
    </message>
    <message>
        <source>processing failed</source>
        <translation>Verarbeitung fehlgeschlagen</translation>
    </message>
    <message>
        <source>throttled (retried)</source>
        <translation>gedrosselt (neuer Versuch)</translation>
    </message>
    <message>
        <source>receive refused (error)</source>
        <translation>Empfang abgelehnt (Fehler)</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>Absturz</translation>
    </message>
    <message>
        <source>worker down</source>
        <translation>Worker ausgefallen</translation>
    </message>
    <message>
        <source>double processing</source>
        <translation>doppelte Verarbeitung</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Notiz</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln more</source>
        <translation>
            <numerusform>+%Ln weiterer</numerusform>
            <numerusform>+%Ln weitere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%Ln worker(s)</source>
        <translation>
            <numerusform>+%Ln Worker</numerusform>
            <numerusform>+%Ln Worker</numerusform>
        </translation>
    </message>
    <message>
        <source>effects</source>
        <translation>Wirkungen</translation>
    </message>
    <message>
        <source>effected</source>
        <translation>ausgeführt</translation>
    </message>
    <message>
        <source>%1 is not sent yet (sent at %2 s)</source>
        <translation>%1 ist noch nicht gesendet (gesendet bei %2 s)</translation>
    </message>
    <message>
        <source>%1 is delayed in %2 (not visible yet)</source>
        <translation>%1 ist in %2 verzögert (noch nicht sichtbar)</translation>
    </message>
    <message>
        <source>%1 is in the dead-letter queue %2</source>
        <translation>%1 ist in der DLQ %2</translation>
    </message>
    <message>
        <source>%1 is visible in %2, waiting for a consumer</source>
        <translation>%1 ist in %2 sichtbar und wartet auf einen Consumer</translation>
    </message>
    <message>
        <source>%1 is in flight (%2, held by %3); visibility deadline %4 s</source>
        <translation>%1 ist in Bearbeitung (%2, gehalten von %3); Sichtbarkeitsfrist %4 s</translation>
    </message>
    <message>
        <source>%1 is gone: %2 at %3 s</source>
        <translation>%1 ist weg: %2 bei %3 s</translation>
    </message>
    <message numerus="yes">
        <source>%Ln workers share this lane (too many for a lane each): some are processing</source>
        <translation>
            <numerusform>%Ln Worker teilt sich diese Spur (zu viele für je eine Spur): Einige verarbeiten</numerusform>
            <numerusform>%Ln Worker teilen sich diese Spur (zu viele für je eine Spur): Einige verarbeiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln workers share this lane (too many for a lane each): none is processing</source>
        <translation>
            <numerusform>%Ln Worker teilt sich diese Spur (zu viele für je eine Spur): Keiner verarbeitet</numerusform>
            <numerusform>%Ln Worker teilen sich diese Spur (zu viele für je eine Spur): Keiner verarbeitet</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is processing %2 (%3, from %4 s to %5 s)</source>
        <translation>%1 verarbeitet %2 (%3, von %4 s bis %5 s)</translation>
    </message>
    <message>
        <source>%1 is processing %2 %3 (%4, from %5 s to %6 s)</source>
        <translation>%1 verarbeitet %2 %3 (%4, von %5 s bis %6 s)</translation>
    </message>
    <message>
        <source>%1 is down (crashed at %2 s)</source>
        <translation>%1 ist ausgefallen (abgestürzt bei %2 s)</translation>
    </message>
    <message>
        <source>%1 is idle or polling</source>
        <translation>%1 ist untätig oder fragt ab</translation>
    </message>
    <message>
        <source>side effects so far: %L1, of which %L2 duplicate</source>
        <translation>Nebenwirkungen bisher: %L1, davon %L2 doppelt</translation>
    </message>
    <message>
        <source>t = %1 s · %2</source>
        <translation>t = %1 s · %2</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>&lt;b&gt;Note %L1&lt;/b&gt; (%2)&lt;br&gt;%3&lt;hr&gt;</source>
        <translation>&lt;b&gt;Notiz %L1&lt;/b&gt; (%2)&lt;br&gt;%3&lt;hr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;t = %1 s&lt;/b&gt; (%L2 ms)</source>
        <translation>&lt;b&gt;t = %1 s&lt;/b&gt; (%L2 ms)</translation>
    </message>
    <message>
        <source>&lt;br&gt;%1 s: %2</source>
        <translation>&lt;br&gt;%1 s: %2</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;&lt;i&gt;%Ln event(s) on this lane within %1 s of here: zoom in to see each.&lt;/i&gt;</source>
        <translation>
            <numerusform>&lt;br&gt;&lt;i&gt;%Ln Ereignis auf dieser Spur im Umkreis von %1 s: Zoome hinein, um jedes zu sehen.&lt;/i&gt;</numerusform>
            <numerusform>&lt;br&gt;&lt;i&gt;%Ln Ereignisse auf dieser Spur im Umkreis von %1 s: Zoome hinein, um jedes zu sehen.&lt;/i&gt;</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;double processing:&lt;/b&gt; %1 and %2 both work on %3 from %4 s to %5 s</source>
        <translation>&lt;br&gt;&lt;b&gt;doppelte Verarbeitung:&lt;/b&gt; %1 und %2 arbeiten beide von %4 s bis %5 s an %3</translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;The band here stands for %Ln double processing(s) of %1 from %2 s to %3 s: zoom in to see each.</source>
        <translation>
            <numerusform>&lt;br&gt;Das Band steht hier für %Ln doppelte Verarbeitung von %1 von %2 s bis %3 s: Zoome hinein, um jede zu sehen.</numerusform>
            <numerusform>&lt;br&gt;Das Band steht hier für %Ln doppelte Verarbeitungen von %1 von %2 s bis %3 s: Zoome hinein, um jede zu sehen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;br&gt;The band here stands for %Ln double processing(s) of %L1 messages from %2 s to %3 s: zoom in to see each.</source>
        <translation>
            <numerusform>&lt;br&gt;Das Band steht hier für %Ln doppelte Verarbeitung von %L1 Nachrichten von %2 s bis %3 s: Zoome hinein, um jede zu sehen.</numerusform>
            <numerusform>&lt;br&gt;Das Band steht hier für %Ln doppelte Verarbeitungen von %L1 Nachrichten von %2 s bis %3 s: Zoome hinein, um jede zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>stale</source>
        <translation>veraltet</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>weg</translation>
    </message>
    <message>
        <source>×%L1</source>
        <translation>×%L1</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>throttled</source>
        <translation>gedrosselt</translation>
    </message>
    <message>
        <source>The timeline. With the keyboard focus on it (Tab, or Ctrl+0): Left and Right step to the previous and next event, Shift+Left and Shift+Right by one frame, Home and End jump to the start and the end, + and - zoom in and out, F fits the whole run, A and D pan left and right.</source>
        <translation>Die Zeitleiste. Wenn sie den Tastaturfokus hat (Tab oder Strg+0): Links und Rechts gehen zum vorigen und nächsten Ereignis, Umschalt+Links und Umschalt+Rechts um ein Bild, Pos1 und Ende springen zum Anfang und zum Ende, + und - vergrößern und verkleinern, F passt den ganzen Lauf ein, A und D schwenken nach links und rechts.</translation>
    </message>
</context>
<context>
    <name>inflight::TimeoutExplorer</name>
    <message>
        <source>How long do the jobs take?</source>
        <translation>Wie lange dauern die Jobs?</translation>
    </message>
    <message>
        <source>Duplicates against the visibility timeout</source>
        <translation>Duplikate in Abhängigkeit vom Sichtbarkeits-Timeout</translation>
    </message>
    <message>
        <source>job duration (s)</source>
        <translation>Jobdauer (s)</translation>
    </message>
    <message>
        <source>jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <source>finished within the timeout</source>
        <translation>innerhalb des Timeouts fertig</translation>
    </message>
    <message>
        <source>outlasted it (hatched)</source>
        <translation>länger als das Timeout (schraffiert)</translation>
    </message>
    <message>
        <source>visibility timeout (s)</source>
        <translation>Sichtbarkeits-Timeout (s)</translation>
    </message>
    <message>
        <source>slowest key&apos;s wait (s)</source>
        <translation>Wartezeit des langsamsten Schlüssels (s)</translation>
    </message>
    <message>
        <source>duplicate effects</source>
        <translation>doppelte Wirkungen</translation>
    </message>
    <message>
        <source>lost keys</source>
        <translation>verlorene Schlüssel</translation>
    </message>
    <message>
        <source>to the dead-letter queue</source>
        <translation>in die DLQ</translation>
    </message>
    <message>
        <source>slowest key: sent to first effect (right)</source>
        <translation>langsamster Schlüssel: Senden bis zur ersten Wirkung (rechts)</translation>
    </message>
    <message>
        <source>the run on the timeline</source>
        <translation>der Lauf in der Zeitleiste</translation>
    </message>
    <message>
        <source>Left and Right pick a timeout; Enter opens its run on the timeline</source>
        <translation>Links und Rechts wählen ein Timeout; die Eingabetaste öffnet seinen Lauf in der Zeitleiste</translation>
    </message>
    <message>
        <source>Computing… the scenario runs again with other timeouts.</source>
        <translation>Berechnung… das Szenario läuft erneut mit anderen Timeouts.</translation>
    </message>
    <message>
        <source>Running the scenario with other timeouts…</source>
        <translation>Das Szenario läuft mit anderen Timeouts…</translation>
    </message>
    <message>
        <source>Each point is this scenario run again with that visibility timeout (%1 runs). Click a point (or pick one with the arrow keys and Enter) to open its run; Ctrl+Z goes back.</source>
        <translation>Jeder Punkt ist dieses Szenario, erneut ausgeführt mit diesem Sichtbarkeits-Timeout (%1 Läufe). Klicke auf einen Punkt (oder wähle einen mit den Pfeiltasten und der Eingabetaste), um seinen Lauf zu öffnen; Strg+Z geht zurück.</translation>
    </message>
    <message>
        <source>visibility timeout %1</source>
        <translation>Sichtbarkeits-Timeout %1</translation>
    </message>
    <message>
        <source>no job outlasts it</source>
        <translation>kein Job dauert länger</translation>
    </message>
    <message>
        <source>%1 of jobs outlast it; heartbeats extend their loans</source>
        <translation>%1 der Jobs dauern länger; Heartbeats verlängern ihre Leihen</translation>
    </message>
    <message>
        <source>%1 of jobs outlast the loan</source>
        <translation>%1 der Jobs dauern länger als die Leihe</translation>
    </message>
    <message>
        <source>p99 %1</source>
        <translation>p99 %1</translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>Median %1</translation>
    </message>
    <message>
        <source>The scenario does not run.</source>
        <translation>Das Szenario läuft nicht.</translation>
    </message>
    <message>
        <source>No job has started in this run.</source>
        <translation>In diesem Lauf hat kein Job begonnen.</translation>
    </message>
    <message>
        <source>None took longer than the %1 visibility timeout.</source>
        <translation>Keiner dauerte länger als das Sichtbarkeits-Timeout von %1.</translation>
    </message>
    <message>
        <source>The scenario does not run, so there is nothing to sweep.</source>
        <translation>Das Szenario läuft nicht, also gibt es nichts durchzuprobieren.</translation>
    </message>
    <message>
        <source>This scenario has no queue whose timeout could change.</source>
        <translation>Dieses Szenario hat keine Warteschlange, deren Timeout sich ändern ließe.</translation>
    </message>
    <message>
        <source>%1 sets its own visibility timeout on every receive (%2), so the queue&apos;s timeout changes nothing: no sweep.</source>
        <translation>%1 setzt bei jedem Empfang ein eigenes Sichtbarkeits-Timeout (%2), also ändert das Timeout der Warteschlange nichts: kein Durchlauf.</translation>
    </message>
    <message>
        <source>This run has %L1 events; the sweep would run it about twenty times more, so it is skipped. Change the timeout in the what-if panel instead.</source>
        <translation>Dieser Lauf hat %L1 Ereignisse; der Durchlauf würde ihn etwa zwanzigmal mehr ausführen, daher entfällt er. Ändere das Timeout stattdessen im Bereich „Was wäre, wenn“.</translation>
    </message>
    <message>
        <source>per run</source>
        <translation>pro Lauf</translation>
    </message>
    <message>
        <source>Visibility timeout %1</source>
        <translation>Sichtbarkeits-Timeout %1</translation>
    </message>
    <message>
        <source>slowest key waited %1 from send to first effect</source>
        <translation>langsamster Schlüssel wartete %1 vom Senden bis zur ersten Wirkung</translation>
    </message>
    <message>
        <source>Click (or Enter) to open this run</source>
        <translation>Klicken (oder Eingabetaste), um diesen Lauf zu öffnen</translation>
    </message>
    <message numerus="yes">
        <source>%Ln job(s) in this run: median %1, p99 %2, slowest %3.</source>
        <translation>
            <numerusform>%Ln Job in diesem Lauf: Median %1, p99 %2, langsamster %3.</numerusform>
            <numerusform>%Ln Jobs in diesem Lauf: Median %1, p99 %2, langsamster %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of them (%1) took longer than the %2 visibility timeout.</source>
        <translation>
            <numerusform>%Ln davon (%1) dauerte länger als das Sichtbarkeits-Timeout von %2.</numerusform>
            <numerusform>%Ln davon (%1) dauerten länger als das Sichtbarkeits-Timeout von %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicate effect(s) in this run</source>
        <translation>
            <numerusform>%Ln doppelte Wirkung in diesem Lauf</numerusform>
            <numerusform>%Ln doppelte Wirkungen in diesem Lauf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicate effect(s)</source>
        <translation>
            <numerusform>%Ln doppelte Wirkung</numerusform>
            <numerusform>%Ln doppelte Wirkungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln lost</source>
        <translation>
            <numerusform>%Ln verloren</numerusform>
            <numerusform>%Ln verloren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln to the dead-letter queue</source>
        <translation>
            <numerusform>%Ln in die DLQ</numerusform>
            <numerusform>%Ln in die DLQ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>inflight::TransportBar</name>
    <message>
        <source>Jump to the start (Home)</source>
        <translation>Zum Anfang springen (Pos1)</translation>
    </message>
    <message>
        <source>Previous event (Left or Page Up)</source>
        <translation>Vorheriges Ereignis (Links oder Bild auf)</translation>
    </message>
    <message>
        <source>One frame back (Shift+Left)</source>
        <translation>Ein Bild zurück (Umschalt+Links)</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Abspielen oder Pause (Leertaste)</translation>
    </message>
    <message>
        <source>One frame forward (Shift+Right)</source>
        <translation>Ein Bild vor (Umschalt+Rechts)</translation>
    </message>
    <message>
        <source>Next event (Right or Page Down)</source>
        <translation>Nächstes Ereignis (Rechts oder Bild ab)</translation>
    </message>
    <message>
        <source>Jump to the end (End)</source>
        <translation>Zum Ende springen (Ende)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Virtual seconds per real second ([ slower, ] faster)</source>
        <translation>Virtuelle Sekunden pro echter Sekunde ([ langsamer, ] schneller)</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Bild</translation>
    </message>
    <message>
        <source>How far one frame step moves (Shift+Left, Shift+Right)</source>
        <translation>Wie weit ein Bildschritt springt (Umschalt+Links, Umschalt+Rechts)</translation>
    </message>
    <message>
        <source>t = %1 s</source>
        <translation>t = %1 s</translation>
    </message>
    <message>
        <source>The playhead, in virtual seconds; the run ends at t = %1 s</source>
        <translation>Der Abspielkopf, in virtuellen Sekunden; der Lauf endet bei t = %1 s</translation>
    </message>
</context>
<context>
    <name>inflight::WhatIfPanel</name>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>no heartbeat</source>
        <translation>kein Heartbeat</translation>
    </message>
    <message>
        <source>no dead-letter queue</source>
        <translation>keine DLQ</translation>
    </message>
    <message>
        <source>after the side effect</source>
        <translation>nach der Nebenwirkung</translation>
    </message>
    <message>
        <source>before processing (!)</source>
        <translation>vor der Verarbeitung (!)</translation>
    </message>
    <message>
        <source>in a batch, after processing</source>
        <translation>im Batch, nach der Verarbeitung</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>done record after the effect</source>
        <translation>Erledigt-Eintrag nach der Wirkung</translation>
    </message>
    <message>
        <source>provider idempotency key</source>
        <translation>Idempotenzschlüssel des Anbieters</translation>
    </message>
    <message>
        <source>retry at once</source>
        <translation>sofort erneut versuchen</translation>
    </message>
    <message>
        <source>deletes nothing</source>
        <translation>löscht nichts</translation>
    </message>
    <message>
        <source>deletes the message</source>
        <translation>löscht die Nachricht</translation>
    </message>
    <message>
        <source>Compare with the original</source>
        <translation>Mit dem Original vergleichen</translation>
    </message>
    <message>
        <source>%1 What-if edits change a scenario and run it again.</source>
        <translation>%1 Was-wäre-wenn-Änderungen ändern ein Szenario und führen es erneut aus.</translation>
    </message>
    <message>
        <source>Change a value: the run is simulated again at once. Ctrl+Z undoes.</source>
        <translation>Ändere einen Wert: Der Lauf wird sofort neu simuliert. Strg+Z macht es rückgängig.</translation>
    </message>
    <message>
        <source>Show the run before these edits above this one, on one time axis, with what changed and where the runs part</source>
        <translation>Den Lauf vor diesen Änderungen über diesem zeigen, auf einer Zeitachse, mit dem, was sich geändert hat, und der Stelle, an der sich die Läufe trennen</translation>
    </message>
    <message>
        <source>Change a value first: then compare the edited run with the original</source>
        <translation>Ändere zuerst einen Wert: Dann vergleiche den geänderten Lauf mit dem Original</translation>
    </message>
</context>
<context>
    <name>serve</name>
    <message>
        <source>inflight serve: cannot record to %1: %2
</source>
        <translation>inflight serve: Aufzeichnung nach %1 nicht möglich: %2
</translation>
    </message>
    <message>
        <source>inflight serve: writing %1 failed (%2): the recording is incomplete; stopping.
</source>
        <translation>inflight serve: Schreiben von %1 fehlgeschlagen (%2): Die Aufzeichnung ist unvollständig; Abbruch.
</translation>
    </message>
    <message>
        <source>At most N connections at once (default 128); one more is refused with 503.</source>
        <translation>Höchstens N Verbindungen gleichzeitig (Standard 128); eine weitere wird mit 503 abgelehnt.</translation>
    </message>
    <message>
        <source>Refuse a request larger than BYTES with 413 (default 4194304: SQS&apos;s largest request, a 1 MiB batch, encoded as a form).</source>
        <translation>Eine Anfrage, die größer als BYTES ist, mit 413 ablehnen (Standard 4194304: die größte Anfrage von SQS, ein Batch von 1 MiB, als Formular kodiert).</translation>
    </message>
    <message>
        <source>At most BYTES of requests still arriving, over all connections (default 67108864); the request that would pass it is refused with 503. At least --max-request-bytes.</source>
        <translation>Höchstens BYTES an Anfragen, die noch ankommen, über alle Verbindungen (Standard 67108864); die Anfrage, die das überschreiten würde, wird mit 503 abgelehnt. Mindestens --max-request-bytes.</translation>
    </message>
    <message>
        <source>Close a new connection that sends nothing for SECONDS, and one whose request takes longer than SECONDS to arrive (default 10).</source>
        <translation>Eine neue Verbindung schließen, die SECONDS lang nichts sendet, und eine, deren Anfrage länger als SECONDS zum Ankommen braucht (Standard 10).</translation>
    </message>
    <message>
        <source>Close a connection idle for SECONDS between requests (default 60). One waiting for a long poll&apos;s answer is never idle.</source>
        <translation>Eine Verbindung schließen, die zwischen Anfragen SECONDS lang untätig ist (Standard 60). Eine, die auf die Antwort einer Langabfrage wartet, ist nie untätig.</translation>
    </message>
    <message>
        <source>inflight serve: --%1 takes a whole number from %2 to %3, not &apos;%4&apos;
</source>
        <translation>inflight serve: --%1 erwartet eine ganze Zahl von %2 bis %3, nicht „%4“
</translation>
    </message>
    <message>
        <source>inflight serve: --max-buffered-bytes (%1) must be at least the request size limit (%2): otherwise the largest request could never be taken
</source>
        <translation>inflight serve: --max-buffered-bytes (%1) muss mindestens so groß sein wie die Größengrenze einer Anfrage (%2): Sonst könnte die größte Anfrage nie angenommen werden
</translation>
    </message>
</context>
</TS>
