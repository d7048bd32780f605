println Integer.parseInt('42') + 1
println Integer.valueOf('7') * 2
println Long.parseLong('9000000000') + 1
println Double.parseDouble('2.5') * 2
println String.valueOf(12) + '3'
