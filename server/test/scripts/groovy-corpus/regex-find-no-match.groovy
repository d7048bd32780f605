def m = 'no digits' =~ /\d+/
println m ? 'found' : 'none'
