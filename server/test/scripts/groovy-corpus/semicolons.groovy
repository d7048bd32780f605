def a = 1; def b = 2;
println a + b;
if (a < b) { println 'less'; }
