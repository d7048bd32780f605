println 'abc'.equalsIgnoreCase('ABC')
println 'abc' < 'abd'
println 'b'.compareTo('a')
