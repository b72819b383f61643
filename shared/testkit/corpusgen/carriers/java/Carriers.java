// Serialises values the ways Java's standard library writes them
// (shared/testkit/corpusgen/carriers.py drives it; java Carriers.java).
// Each input line is KIND<TAB>KEY<TAB>VALUE<TAB>N; each output line is the
// text the library wrote, line breaks as "⏎". JDK only: the shape is the
// library's, not ours.
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.util.*;

public class Carriers {
    // Records as code declares them; their toString is the JDK's.
    record Ticket(int id, String owner, String state) {}
    record Payout(String ref, String payee, long amount) {}
    record Contact(String kind, String value, boolean verified) {}
    record Kunde(int nummer, String inhaber) {}
    record Member(String login, String role, Optional<String> invitedBy) {}

    static String serialise(String kind, String key, String value, int n) throws IOException {
        Map<String, Object> m = new HashMap<>();
        m.put("id", n);
        m.put(key, value);
        switch (kind) {
            case "record-ticket": return new Ticket(n, value, "open").toString();
            case "record-payout": return new Payout("po_" + n, value, n % 997).toString();
            case "record-contact": return new Contact("other", value, n % 2 == 0).toString();
            case "record-kunde": return new Kunde(n, value).toString();
            case "record-optional": return new Member("ops" + n, "admin", Optional.of(value)).toString();
            case "hashmap": return m.toString();
            case "treemap": return new TreeMap<>(m).toString();
            case "properties": {
                Properties p = new Properties();
                p.setProperty(key, value);
                p.setProperty("retries", Integer.toString(n % 7));
                StringWriter w = new StringWriter();
                p.store(w, null);
                // store() begins with the date as a comment: dropped, so
                // the file is the same on every run
                String s = w.toString();
                return s.substring(s.indexOf('\n') + 1).replace(System.lineSeparator(), "\n").stripTrailing();
            }
            case "list": return List.of("sync", "--retry", value).toString();
            case "process": return new ProcessBuilder(key, "--id", Integer.toString(n), value).command().toString();
            case "exception": return new IllegalArgumentException(value).toString();
            case "optional": return Optional.of(value).toString();
            case "entry": return Map.entry(key, value).toString();
        }
        return "";
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        for (String line; (line = in.readLine()) != null; ) {
            String[] p = line.split("\t", 4);
            out.println(serialise(p[0], p[1], p[2], Integer.parseInt(p[3])).replace("\n", "⏎"));
        }
        out.flush();
    }
}
